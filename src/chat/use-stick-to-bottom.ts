import { useCallback, useEffect, useRef, useState } from 'react';

// Within this many pixels of the end, the reader counts as following the conversation.
const FOLLOWING_SLACK_PX = 24;

/**
 * Keeps the newest message in view, unless the reader has scrolled up to read something older: then
 * it leaves them there and offers a "scroll to latest" button instead. Whether they follow is decided
 * by their own scrolling only, so a composer that grows (a place picker, photo tiles) or a phone's
 * keyboard opening never strands them above the latest message.
 */
export function useStickToBottom(itemCount: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToLatest = useCallback(() => endRef.current?.scrollIntoView?.({ block: 'end' }), []);

  useEffect(() => {
    const end = endRef.current;
    const container = containerRef.current;
    if (!end || !container || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAtBottom(Boolean(entry?.isIntersecting)), {
      root: container,
    });
    observer.observe(end);
    const onScroll = () => {
      following.current =
        container.scrollHeight - container.scrollTop - container.clientHeight < FOLLOWING_SLACK_PX;
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => (following.current ? scrollToLatest() : undefined));
    resizes?.observe(container);
    return () => {
      observer.disconnect();
      container.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, [scrollToLatest]);

  useEffect(() => {
    if (following.current) scrollToLatest();
    // Only a new message should move the view, not the reader scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemCount]);

  return { containerRef, endRef, atBottom, scrollToLatest };
}
