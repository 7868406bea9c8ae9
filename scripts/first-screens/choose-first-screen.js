// Inlined after #root in the pages written at build time (write-first-screens.ts), so it mostly runs
// before the first paint (/, whose greeting must get its name first, keeps #root empty until it has).
// It shows the drawing in the visitor's language and drops whatever this visitor would not see: the
// cookie notice once read, and the whole drawing where the app will draw something else (a kiosk
// tablet; /auth for someone signed in, who is sent on to /; / for someone signed out, or whose kept
// conversation it shows). On /, the person's first name goes in the greeting.
// The clock on each message is set to now, and taps wait for the app (holdTaps). Then it fetches the
// app's code with the route's code and texts in the visitor's language, side by side; on a drawn page
// only once the drawing is on screen. The code every visitor runs is preloaded by the page's head.
// The code the route starts later (its conversation) is fetched, not run, once the page has loaded,
// the app has drawn it and the phone is idle, so the first tap does not wait for the network.
// It stands alone (no imports): the page's CSP allows it by its hash.
(function chooseFirstScreen() {
  const root = document.getElementById('root');
  const settings = JSON.parse(document.getElementById('first-screen-settings').textContent);

  function whoIsVisiting() {
    const query = new URLSearchParams(location.search);
    const visitor = { kiosk: query.get('kiosk') === '1', signedIn: false, stored: null, greeted: null };
    try {
      visitor.stored = localStorage.getItem(settings.languageKey);
      visitor.kiosk = visitor.kiosk || localStorage.getItem(settings.kioskKey) === '1';
      visitor.signedIn = localStorage.getItem(settings.sessionKey) !== null;
      if (settings.greeting) visitor.greeted = greetedAs(settings.greeting);
    } catch {
      // Storage off: the visitor is new to this device.
    }
    // The same order as the app's language detection: ?lang=, the stored choice, then the browser's.
    const wanted = [query.get('lang'), visitor.stored].concat(
      Array.from(navigator.languages || [navigator.language]),
    );
    visitor.language = settings.languages[0];
    for (const code of wanted) {
      const base = code && code.toLowerCase().split('-')[0];
      if (base && settings.languages.includes(base)) {
        visitor.language = base;
        break;
      }
    }
    return visitor;
  }

  // The name `/` greets by, or null where the app draws something other than the drawn greeting: the
  // profile is not one the app accepts (src/api/session-store.ts) or has no first name, or this device
  // keeps this person's conversation (src/chat/stored-conversation-hint.ts).
  function greetedAs(greeting) {
    const profile = JSON.parse(localStorage.getItem(greeting.profileKey) || 'null');
    const texts = ['id', 'first_name', 'last_name', 'phone_number'].map((field) => profile?.[field]);
    const valid =
      texts.every((text) => typeof text === 'string') &&
      (profile.email === null || typeof profile.email === 'string');
    if (!valid || !profile.first_name) return null;
    if (localStorage.getItem(greeting.storedConversationPrefix + profile.id) !== null) return null;
    return profile.first_name;
  }

  // As text, never as markup: a name is whatever the person typed.
  function fillInName(name) {
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const node = texts.currentNode;
      if (node.data.includes(settings.greeting.nameStandIn)) {
        node.data = node.data.split(settings.greeting.nameStandIn).join(name);
      }
    }
  }

  function fitDrawing(visitor) {
    const seesOtherPage =
      visitor.kiosk ||
      (settings.clearWhenSignedIn && visitor.signedIn) ||
      (settings.routeNeedsSignIn && !visitor.signedIn) ||
      (settings.greeting && !visitor.greeted);
    if (seesOtherPage) return root.replaceChildren();
    const drawing = document.getElementById('first-screen-' + visitor.language);
    if (drawing) root.replaceChildren(drawing.content.cloneNode(true));
    else if (visitor.language !== settings.languages[0]) return root.replaceChildren();
    document.documentElement.lang = visitor.language;
    if (settings.greeting) fillInName(visitor.greeted);
    const cookies = document.cookie.split('; ');
    if (settings.consentValues.some((value) => cookies.includes(settings.consentCookie + '=' + value))) {
      root.querySelector('[data-testid="cookie-consent"]')?.remove();
    }
    // Kenya keeps UTC+3 all year. Done by hand: Intl's first time-zone lookup takes tens of
    // milliseconds on a slow phone, at the moment the page is to be painted.
    const now = new Date();
    const kenya = new Date(now.getTime() + settings.utcOffsetMinutes * 60_000);
    const clock = [kenya.getUTCHours(), kenya.getUTCMinutes()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    for (const time of root.querySelectorAll('time.bubble__time')) {
      time.setAttribute('datetime', now.toISOString());
      time.textContent = clock;
    }
  }

  // Until the app has taken the drawing over, a tap is kept and made again on the same element then
  // (the app keeps the drawn elements), except on a fold's summary, which opens at once; a field cannot be typed in yet, and no form is sent. Where the
  // app had to draw the page anew (a stored conversation, or a drawing it could not take over), the
  // tap goes to the button with the same words, once the new page has one.
  function holdTaps() {
    const taps = [];
    const wordsOf = (element) => element.closest('button, a')?.textContent.trim() || null;
    const keep = (event) => {
      // Opening "More" is the browser's own, and the app keeps the fold as it finds it.
      if (event.target instanceof Element && event.target.closest('summary')) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') taps.push({ target: event.target, words: wordsOf(event.target) });
    };
    const sameWords = (words) =>
      [...root.querySelectorAll('button:not(:disabled), a[href]')]
        .filter((element) => element.textContent.trim() === words)
        .pop();
    // The app may still be drawing its buttons, or have them disabled until its conversation has
    // started: the tap then waits for them, a few seconds at most, rather than being lost.
    const usable = (element) => element.isConnected && !element.closest('button, a')?.disabled;
    const replay = ({ target, words }) => {
      const find = () => (usable(target) ? target : words && sameWords(words));
      const now = find();
      if (now) return now.click();
      const observer = new MutationObserver(() => {
        const later = find();
        if (!later) return;
        observer.disconnect();
        later.click();
      });
      observer.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
      setTimeout(() => observer.disconnect(), 5000);
    };
    const fields = [...root.querySelectorAll('input:not([readonly]), textarea:not([readonly])')];
    for (const field of fields) field.readOnly = true;
    document.addEventListener('click', keep, true);
    document.addEventListener('submit', keep, true);
    window.addEventListener(
      settings.appDrawnEvent,
      () => {
        document.removeEventListener('click', keep, true);
        document.removeEventListener('submit', keep, true);
        for (const field of fields) field.readOnly = false;
        for (const tap of taps) replay(tap);
      },
      { once: true },
    );
  }

  function addLink(rel, href, as) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    if (as) link.as = as;
    document.head.append(link);
  }

  // Once the page has loaded and the app has drawn the first screen, whichever comes last.
  function prefetchWhenIdle(hrefs) {
    const idle = window.requestIdleCallback || setTimeout;
    let waiting = document.readyState === 'complete' ? 1 : 2;
    const oneDone = () => {
      waiting -= 1;
      if (waiting === 0) idle(prefetchSome);
    };
    // A few per idle moment: adding all at once is one long task on a slow phone.
    const prefetchSome = () => {
      for (const href of hrefs.splice(0, 2)) addLink('prefetch', href);
      if (hrefs.length > 0) idle(prefetchSome);
    };
    if (waiting === 2) window.addEventListener('load', oneDone, { once: true });
    window.addEventListener(settings.appDrawnEvent, oneDone, { once: true });
  }

  function loadApp(visitor) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = settings.entry;
    document.head.append(script);
    // The entry's own imports are preloaded in the page's head. The route's own code is wasted on a
    // visitor who will be sent elsewhere (/ signed out).
    const route = settings.routeNeedsSignIn && !visitor.signedIn ? null : settings.route;
    if (!route) return;
    const files = route.modules.concat(route.texts[visitor.language] || []);
    for (const href of route.styles) addLink('preload', href, 'style');
    prefetchWhenIdle(route.idle);
    // Starting a fetch is work for the page itself: a few per task, none in the entry's own, so no
    // single task holds up a tap.
    const preloadSome = () => {
      for (const href of files.splice(0, 3)) addLink('modulepreload', href);
      if (files.length > 0) setTimeout(preloadSome);
    };
    setTimeout(preloadSome);
  }

  const visitor = whoIsVisiting();
  if (root.firstElementChild || settings.greeting) fitDrawing(visitor);
  if (!root.firstElementChild) return loadApp(visitor);
  holdTaps();
  // After the next frame is painted; a page opened in the background loads at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => loadApp(visitor)));
  else loadApp(visitor);
})();
