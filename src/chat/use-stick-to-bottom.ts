import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps the newest message in view, unless the reader has scrolled up to read something older: then
 * it leaves them there and offers a "scroll to latest" button instead.
 */
export function useStickToBottom(itemCount: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);

  useEffect(() => {
    const end = endRef.current;
    const container = containerRef.current;
    if (!end || !container || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAtBottom(Boolean(entry?.isIntersecting)), {
      root: container,
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  const scrollToLatest = useCallback(() => endRef.current?.scrollIntoView?.({ block: 'end' }), []);

  useEffect(() => {
    if (atBottom) scrollToLatest();
    // Only a new message should move the view, not the reader scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemCount]);

  return { containerRef, endRef, atBottom, scrollToLatest };
}
