import type { Page } from '@playwright/test';
import { ChatPage } from './pages/chat-page.ts';
import { expect, test } from './support/fixtures.ts';
import { signInNewUser } from './support/sign-in.ts';

/** Everything the device keeps that a next customer's page could read, as one text. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|text|javascript/.test(type)) parts.push(await response.text());
      }
    }
    return parts.join('\n');
  });
}

test('opening kiosk mode on a tablet where someone is signed in forgets them entirely', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { phone } = await signInNewUser(page, request, 'Nyokabi');
  const chat = new ChatPage(page);
  await page.goto('/');
  await chat.expectAssistantSays('Hello Nyokabi');
  await chat.choose(/What can you do/);
  await expect(chat.userMessages().last()).toBeVisible();

  await page.goto('/?kiosk=1');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'New customer' })).toBeVisible();
  await expect(chat.lastAssistant()).toBeVisible();
  await expectAccessible();

  const local = phone.slice(4);
  const spellings = ['Nyokabi', phone, `0${local}`, `254${local}`, `${local.slice(0, 3)} ${local.slice(3)}`];
  const page_ = await page.content();
  const stored = await everythingStored(page);
  for (const personal of spellings) {
    expect(page_, `page shows ${personal}`).not.toContain(personal);
    expect(stored, `device keeps ${personal}`).not.toContain(personal);
  }
  await expect(page.getByRole('button', { name: /My plant checks/ })).toHaveCount(0);
});
