import { lazy, Suspense } from 'react';

// The markdown renderer is a third of the chat's code and few messages need it: it loads with the first one.
const Markdown = lazy(() => import('react-markdown'));

/** A message written in markdown; until the renderer arrives its text shows as it is. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p>{text}</p>}>
      <Markdown>{text}</Markdown>
    </Suspense>
  );
}
