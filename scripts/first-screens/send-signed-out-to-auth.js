// Inlined first in the head of a page that needs a signed-in person (/), its settings in the script's
// data-settings attribute: a visitor
// without a session goes to /auth before the page's body arrives. Otherwise the phone would fetch the
// app, then learn it must go to /auth, then fetch that screen's code: three waves on 3G. The target is
// remembered as the app's guard does (src/api/redirect-memory.ts), so signing in comes back here. A
// kiosk tablet stays: the app draws the shop's screen. It stands alone (no imports): the page's CSP
// allows it by its hash.
(function sendSignedOutToAuth(settings) {
  try {
    const kiosk =
      new URLSearchParams(location.search).get('kiosk') === '1' ||
      localStorage.getItem(settings.kioskKey) === '1';
    if (kiosk || localStorage.getItem(settings.sessionKey) !== null) return;
    sessionStorage.setItem(settings.redirectKey, location.pathname + location.search + location.hash);
    // As the app's guard does, /auth gets no query of its own; a chosen language goes along.
    const language = new URLSearchParams(location.search).get('lang');
    location.replace(settings.signInRoute + (language ? `?lang=${encodeURIComponent(language)}` : ''));
  } catch {
    // Storage is off: the app decides, as on any page.
  }
})(JSON.parse(document.currentScript.dataset.settings));
