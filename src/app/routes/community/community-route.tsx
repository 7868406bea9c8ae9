import { useParams } from 'react-router';
import { CommunityPage } from './community-page.tsx';
import { CommunityQuestionPage } from './community-question-page.tsx';

/** `/community` is the feed, `/community/:id` one question: one route entry, one chunk for both. */
export function Component() {
  const { id } = useParams();
  return id ? <CommunityQuestionPage /> : <CommunityPage />;
}
