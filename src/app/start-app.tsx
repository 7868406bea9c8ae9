import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ANALYTICS_CHOSEN_EVENT, readConsent } from '../api/analytics-consent.ts';
import { SIGNED_OUT_EVENT } from '../api/session-store.ts';
import { isStaffPath } from './routes/staff/staff-path.ts';
import { drawingFits, hasFirstScreen } from './first-screen.ts';
import { setupI18n } from './i18n/setup-i18n.ts';
import { enableKioskFromUrl } from './kiosk/kiosk-mode.ts';
import { nextTask } from './next-task.ts';
import { createAppRouter, routeReady } from './router.tsx';
import { FullScreenLoader } from './shell/full-screen-loader.tsx';
import { pageLoaded } from './shell/page-loaded.ts';

// Running the app's modules is a task of its own (main.tsx); setting up its texts comes in the next.
await nextTask();
// On a shop's tablet every start begins with nobody: entering kiosk mode signs out whoever used the
// device before, and a reload in kiosk mode forgets the customer as "New customer" does.
// Loaded only on kiosk tablets, as the kiosk bar is: other phones need none of it on their first screen.
if (enableKioskFromUrl()) await (await import('./kiosk/reset-device.ts')).forgetCustomer();
await setupI18n();
await nextTask();
const router = createAppRouter();
// The staff page signs its people in again where they are, keeping the open booking and what they typed.
window.addEventListener(SIGNED_OUT_EVENT, () => {
  if (!isStaffPath(window.location.pathname)) void router.navigate('/auth');
});

const root = document.getElementById('root')!;
// A page drawn at build time stays as it is until the route's code and texts have arrived: the app
// then takes over the same elements instead of showing a loader.
const drawn = hasFirstScreen(root);
if (drawn) {
  await routeReady(router);
  // Taking over the drawing is the longest piece: never in the task that brought the route's last file.
  await nextTask();
}
const hydrating = drawn && !router.state.errors && drawingFits(router.state.loaderData);
if (drawn && !hydrating) root.replaceChildren();

const app = (
  <StrictMode>
    <Suspense fallback={<FullScreenLoader />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>
);
// Hydrating keeps the drawn elements (and what was tapped on them); rendering would replace them.
if (hydrating) hydrateRoot(root, app);
else createRoot(root).render(app);
// The page's script waits for the app to announce its first screen (shell/first-screen-announcement.tsx)
// to release the taps held on a drawing, and to fetch the code the screen starts later.

// Analytics only for those who chose "also help us improve", and only after the page has loaded: nobody
// else downloads any of it.
// Offline before the app was saved on the phone its code cannot arrive: it starts at the next load.
const startAnalytics = () =>
  import('./analytics/start-analytics.ts').then(
    (m) => m.startAnalytics(router),
    () => undefined,
  );
void pageLoaded().then(() => {
  if (readConsent() === 'improve') void startAnalytics();
});
window.addEventListener(ANALYTICS_CHOSEN_EVENT, () => void startAnalytics());
