import { useEffect } from 'react';
import { APP_DRAWN_EVENT } from '../first-screen.ts';

/**
 * Tells the page's script (scripts/first-screens) that the first screen is up: it then releases the
 * taps held on a drawing and fetches the code the screen starts later. Inside the shell's Suspense
 * boundary, so on a drawing this runs once React has hydrated the boundary's content, not only the
 * root around it: a tap replayed before would find the drawn elements still dehydrated, and React
 * would stop it.
 */
export function FirstScreenAnnouncement() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_DRAWN_EVENT));
  }, []);
  return null;
}
