import i18next from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_TEXTS } from './route-texts.ts';
import { keepScreensOnFailure } from './shell/failed-navigation.ts';
import { FullScreenLoader } from './shell/full-screen-loader.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorPage, ShellErrorPage } from './shell/route-error-page.tsx';

/** A screen's code and the texts its first messages show, fetched side by side, not one after the other. */
function withTexts<T>(code: Promise<T>, namespaces: string[]): Promise<T> {
  return Promise.all([code, i18next.loadNamespaces(namespaces)]).then(([module]) => module);
}

/** Resolves once the first route's code, texts and data have loaded. */
export function routeReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const routes = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: ShellErrorPage,
    children: [
      {
        // A screen that fails on the first load shows its error inside the shell: header, footer and
        // language switch stay, and the loader only goes away (SPEC §2, §8). Later, a screen that fails
        // to load leaves the farmer on the one they are on (failed-navigation.ts).
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: () =>
              withTexts(import('./routes/assistant-page.tsx'), ROUTE_TEXTS.assistant).then((m) => ({
                Component: m.AssistantPage,
                loader: m.assistantLoader,
              })),
          },
          {
            path: 'auth',
            lazy: () =>
              withTexts(import('./routes/auth-page.tsx'), ROUTE_TEXTS.auth).then((m) => ({
                Component: m.AuthPage,
                loader: m.authLoader,
              })),
          },
          {
            path: 'privacy-policy',
            lazy: () =>
              withTexts(import('./routes/privacy-policy-page.tsx'), ROUTE_TEXTS.privacy).then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: 'credits',
            lazy: () =>
              import('./routes/credits-page.tsx').then((m) => ({
                Component: m.CreditsPage,
                loader: m.creditsLoader,
              })),
          },
          {
            path: 'blog',
            lazy: () => import('./routes/blog/blog-page.tsx').then((m) => ({ Component: m.BlogPage })),
          },
          {
            path: 'blog/:slug',
            lazy: () =>
              import('./routes/blog/blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage })),
          },
          // One entry for the feed and a question, its module exporting `Component`: `/` is at its budget.
          { path: 'community/:id?', lazy: () => import('./routes/community/community-route.tsx') },
          {
            path: 'staff/*',
            lazy: () => import('./routes/staff/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
] satisfies RouteObject[];

/**
 * Every screen is a lazy chunk, so navigation is truly asynchronous and the loader overlay shows while
 * a screen's code and texts arrive (SPEC §2).
 */
export function createAppRouter() {
  const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(
    keepScreensOnFailure(routes, () => router),
  );
  return router;
}
