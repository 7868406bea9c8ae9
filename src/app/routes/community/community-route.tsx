import { useParams } from 'react-router';
import { SOCIAL_PAGE } from '../../../contract/social-sign-in.ts';
import { CommunityPage } from './community-page.tsx';
import { CommunityQuestionPage } from './community-question-page.tsx';
import { SocialSignInPage } from './social-sign-in-page.tsx';

/**
 * `/community` is the feed, `/community/:id` one question, and `/community/sign-in` where a social
 * sign-in comes back (SOCIAL_PAGE): one route entry, one chunk for all.
 */
export function Component() {
  const { id } = useParams();
  if (`/community/${id}` === SOCIAL_PAGE) return <SocialSignInPage />;
  return id ? <CommunityQuestionPage /> : <CommunityPage />;
}
