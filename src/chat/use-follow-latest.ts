import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { followLatest, initialFollow, transcriptChange } from './follow-latest.ts';

// Within this many pixels of where the view was put, the reader counts as following the conversation.
const SLACK_PX = 24;
// Room left above a message too tall for the screen, so its first line is not flush with the edge.
const TOP_GAP_PX = 8;

interface Message {
  id: string;
  sender: 'user' | 'assistant';
}

/**
 * Where reading starts in the newest replies: the newest answer card since the farmer last spoke (the
 * questions after it must not push it out of view, issue 33), else the newest message.
 */
function readingStart(container: HTMLElement): Element | null {
  const replies: Element[] = [];
  for (const item of container.querySelectorAll('.chat__log > li')) {
    if (item.classList.contains('message--user')) replies.length = 0;
    else replies.push(item);
  }
  const answer = replies.findLast((item) => item.querySelector('.card') !== null);
  return answer ?? container.querySelector('.chat__log > li:last-child');
}

/**
 * A page drawn at build time (scripts/first-screens) can be scrolled before the app takes it over: a
 * farmer reaching for the tenth menu item. Only then is the view already moved when this hook first
 * places it.
 */
const readerScrolledTheDrawing = (container: HTMLElement | null) =>
  container !== null && container.scrollTop > 0;

/**
 * Keeps the newest message in view while the reader follows the conversation, and counts the replies
 * that arrive while they read older ones. A newest message taller than the screen is shown from its
 * first line, where reading starts, rather than from its quick replies; a new answer card stays in view
 * from its top even when questions follow it.
 */
export function useFollowLatest(messages: readonly Message[], busy: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(followLatest, initialFollow);
  // The observers read it without being set up again on every change.
  const following = useRef(true);
  useLayoutEffect(() => {
    following.current = state.following;
  }, [state.following]);
  // Where this hook last put the view: scrolling it causes is not the reader moving away.
  const placed = useRef<number | null>(null);
  const seen = useRef(messages);
  const placedOnce = useRef(false);

  const showNewest = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const anchor = readingStart(container);
    const bottom = container.scrollHeight - container.clientHeight;
    const anchorTop = anchor
      ? anchor.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop
      : bottom;
    const target = Math.max(0, Math.min(bottom, anchorTop - TOP_GAP_PX));
    placed.current = target;
    container.scrollTop = target;
  }, []);

  const jumpToLatest = useCallback(() => {
    dispatch({ type: 'jumped' });
    showNewest();
  }, [showNewest]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onScroll = () => {
      const atEnd = container.scrollHeight - container.scrollTop - container.clientHeight < SLACK_PX;
      const wherePlaced =
        placed.current !== null && Math.abs(container.scrollTop - placed.current) < SLACK_PX;
      dispatch({ type: 'scrolled', atNewest: atEnd || wherePlaced });
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    // A card or photo that grows after it is drawn, the composer growing, or a phone's keyboard opening
    // changes the sizes without any new message: a follower stays with the newest one.
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => (following.current ? showNewest() : undefined));
    resizes?.observe(container);
    if (container.firstElementChild) resizes?.observe(container.firstElementChild);
    return () => {
      container.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, [showNewest]);

  // Before paint, so a new reply is never drawn out of sight first.
  useLayoutEffect(() => {
    const firstPlacement = !placedOnce.current;
    placedOnce.current = true;
    if (firstPlacement && readerScrolledTheDrawing(containerRef.current)) {
      // What they scrolled to stays under their finger: they are reading, not following.
      following.current = false;
      dispatch({ type: 'scrolled', atNewest: false });
      return;
    }
    const change = transcriptChange(seen.current, messages);
    seen.current = messages;
    if (change) dispatch(change);
    if (change?.type === 'sent' || following.current) showNewest();
  }, [messages, busy, showNewest]);

  return { containerRef, following: state.following, unread: state.unread, jumpToLatest };
}
