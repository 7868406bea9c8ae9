import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { isKiosk } from '../kiosk/kiosk-mode.ts';
import { CookieConsent } from './cookie-consent.tsx';
import { FirstScreenAnnouncement } from './first-screen-announcement.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { NavigationFailedNotice } from './navigation-failed-notice.tsx';
import { RouteLoaderOverlay } from './route-loader-overlay.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { UpdatePromptRegion } from './update-prompt-region.tsx';
import { useVisualViewport } from './use-visual-viewport.ts';

// Only shop tablets need the kiosk bar; other devices never download it.
const KioskController = lazy(() =>
  import('../kiosk/kiosk-controller.tsx').then((m) => ({ default: m.KioskController })),
);

export function RootLayout() {
  useVisualViewport();
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <div className="app-shell">
        <SiteHeader />
        <UpdatePromptRegion />
        {isKiosk() && (
          <Suspense fallback={null}>
            <KioskController />
          </Suspense>
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <CookieConsent />
      </div>
      <RouteLoaderOverlay />
      <NavigationFailedNotice />
      <ScrollRestoration />
      <FirstScreenAnnouncement />
    </Suspense>
  );
}
