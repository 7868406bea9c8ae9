import type { createAppRouter } from '../router.tsx';
import { recordEvent } from '../../api/analytics-consent.ts';
import { startSending } from '../../api/analytics-sender.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

/** A screen's size as the contract takes it: whole pixels, at least one. */
const pixels = (value: number) => Math.min(20_000, Math.max(1, Math.round(value)));

/** Where the visit came from, when it came from another site: its host only, never the address. */
function refererHost(): string | null {
  try {
    const host = new URL(document.referrer).hostname.toLowerCase();
    return host && host !== window.location.hostname && /^[a-z0-9.-]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * Analytics for someone who chose "also help us improve": this landing, a page view for each screen
 * (the spec's website-visit fields; the server anonymises the address), and the sender. Loaded only
 * after that choice, once the page has loaded, so nobody else downloads any of it.
 */
export function startAnalytics(router: AppRouter): void {
  startSending();
  recordEvent({ name: 'funnel', step: 'landing' });
  let referer = refererHost();
  let lastPath: string | null = null;
  const recordPageView = (state: AppRouter['state']) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    // The contract takes letters, digits, "/", "_" and "-": anything else (an encoded word) becomes "-".
    const path = lastPath.replace(/[^A-Za-z0-9/_-]/g, '-').slice(0, 200);
    const notFound = state.matches.at(-1)?.route.path === '*';
    recordEvent({
      name: 'page_view',
      path,
      status: notFound ? 404 : 200,
      referer_host: referer,
      screen_width: pixels(window.screen.width),
      screen_height: pixels(window.screen.height),
    });
    referer = null;
  };
  recordPageView(router.state);
  router.subscribe(recordPageView);
}
