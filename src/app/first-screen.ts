/**
 * A page drawn at build time (scripts/first-screens) is in #root before any script runs. Its inline
 * script holds the taps made on it until the app announces, with this event, that it has taken the
 * drawn elements over; on a page not drawn, the event says the app has drawn its first screen.
 */
export const APP_DRAWN_EVENT = 'mimea:app-drawn';

export const hasFirstScreen = (root: HTMLElement): boolean => root.firstElementChild !== null;

/**
 * What a route's loader returns when the page it will draw is not the one drawn at build time (a
 * conversation picked up half way instead of the greeting): the drawing is then discarded, not hydrated.
 */
export interface FirstScreenFit {
  firstScreenFits: boolean;
}

/** Whether every loader of the first route accepts the drawing (a loader that says nothing does). */
export function drawingFits(loaderData: Record<string, unknown> | undefined): boolean {
  return Object.values(loaderData ?? {}).every(
    (data) => (data as Partial<FirstScreenFit> | null | undefined)?.firstScreenFits !== false,
  );
}
