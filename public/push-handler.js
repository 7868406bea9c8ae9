// Web push (issue 32 §2), imported by the generated service worker: shows what the server pushed and,
// on a tap, opens the chat at the alert, in a Mimea tab already open if there is one.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  // Only a path on our own origin: a notification never opens another site.
  const url = new URL(typeof path === 'string' && path.startsWith('/') ? path : '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) return open.navigate(url.href).then((client) => (client || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
