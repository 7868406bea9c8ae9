/** About a second of frames: the chat draws a delivered message within a frame or two. */
const FRAMES_TO_WAIT = 60;

/**
 * Scrolls the chat to one message and marks it, for a link that opens the chat at it (an outbreak
 * alert's push notification). It waits a few frames for the message to be drawn, and moves the focus
 * there too, so a screen reader reads what the notification was about rather than the page's start.
 */
export function pointAtMessage(messageId: string, framesLeft = FRAMES_TO_WAIT): void {
  const item = document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
  if (!item) {
    if (framesLeft > 0) requestAnimationFrame(() => pointAtMessage(messageId, framesLeft - 1));
    return;
  }
  item.classList.add('message--pointed');
  item.tabIndex = -1;
  item.scrollIntoView({ block: 'center' });
  item.focus({ preventScroll: true });
}
