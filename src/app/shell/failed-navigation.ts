import { createPath, type createBrowserRouter, type RouteObject } from 'react-router';
import { isScriptLoadFailure } from './script-retry.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Announced on window when a screen's code did not arrive; `detail` is the path that was asked for. */
export const NAVIGATION_FAILED_EVENT = 'mimea:navigation-failed';

/**
 * A failed navigation only hides the loader (SPEC §2): when a screen's code does not arrive while
 * another screen is shown (a dropped packet on 3G), the navigation is called off by going to where the
 * farmer already is, so their screen stays, and a small notice offers to try again. On the first load
 * there is no screen to keep: the error goes on to the route's error page, which retries by a reload.
 */
function keptOnFailure(lazy: NonNullable<RouteObject['lazy']>, router: () => AppRouter) {
  if (typeof lazy !== 'function') return lazy;
  return () =>
    lazy().catch((error: unknown) => {
      const { state } = router();
      if (!state.initialized || !state.navigation.location || !isScriptLoadFailure(error)) throw error;
      const wanted = createPath(state.navigation.location);
      window.dispatchEvent(new CustomEvent(NAVIGATION_FAILED_EVENT, { detail: wanted }));
      // A newer navigation replaces this one, which then never finishes: nothing else changes on screen.
      setTimeout(() => void router().navigate(state.location, { replace: true }));
      return new Promise<never>(() => undefined);
    });
}

/** Every lazy screen of the tree, with its failure kept off the screen the farmer is on. */
export function keepScreensOnFailure(routes: RouteObject[], router: () => AppRouter): RouteObject[] {
  return routes.map((route) => {
    const kept = { ...route } as RouteObject;
    if (route.lazy) kept.lazy = keptOnFailure(route.lazy, router) as never;
    if (route.children) kept.children = keepScreensOnFailure(route.children, router);
    return kept;
  });
}
