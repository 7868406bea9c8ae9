import { lazy, Suspense, type ComponentType } from 'react';
import type { CardBody, CardName, CardPayloads } from '../../conversation/cards/card-payloads.ts';

// No first screen shows a card, and each brings its own API calls and styles: fetched the first time a
// message shows one.
const cards: { [Name in CardName]: ComponentType<{ data: CardPayloads[Name] }> } = {
  advice: lazy(() => import('./advice-card.tsx').then((m) => ({ default: m.AdviceCard }))),
  callback: lazy(() => import('./callback-card.tsx').then((m) => ({ default: m.CallbackCard }))),
  blog: lazy(() => import('./blog-card.tsx').then((m) => ({ default: m.BlogCard }))),
  calendar: lazy(() => import('./calendar-card.tsx').then((m) => ({ default: m.CalendarCard }))),
  weather: lazy(() => import('./weather-card.tsx').then((m) => ({ default: m.WeatherCard }))),
  location: lazy(() => import('./location-card.tsx').then((m) => ({ default: m.LocationCard }))),
  diagnosis: lazy(() => import('./diagnosis-card.tsx').then((m) => ({ default: m.DiagnosisCard }))),
  upload: lazy(() => import('./upload-card.tsx').then((m) => ({ default: m.UploadCard }))),
  data_export: lazy(() => import('./data-export-card.tsx').then((m) => ({ default: m.DataExportCard }))),
  // The same module as the ☰ menu's switches: one more file to name on the first screen, not two.
  notifications: lazy(() =>
    import('../notification-settings.tsx').then((m) => ({ default: m.NotificationSettings })),
  ),
  fertilizer: lazy(() => import('./fertilizer-card.tsx').then((m) => ({ default: m.FertilizerCard }))),
  compare: lazy(() => import('./compare-card.tsx').then((m) => ({ default: m.CompareCard }))),
  sign_question: lazy(() =>
    import('./sign-question-card.tsx').then((m) => ({ default: m.SignQuestionCard })),
  ),
  community_question: lazy(() =>
    import('./community-question-card.tsx').then((m) => ({ default: m.CommunityQuestionCard })),
  ),
};

/** Draws a card message with the component registered for its name. */
export function CardView({ body }: { body: CardBody }) {
  const Card = cards[body.card] as ComponentType<{ data: CardBody['data'] }>;
  return (
    <Suspense fallback={null}>
      <Card data={body.data} />
    </Suspense>
  );
}
