import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch } from '../../../src/contract/analytics.ts';

/**
 * The cookie notice's answer decides everything (issue 32 §3): without "also help us improve" nothing
 * is recorded; with it, events wait on the device and leave in batches by beacon, only when online;
 * "necessary only" deletes what waits at once. Each test loads the modules afresh: they keep state.
 */
const WAITING = 'mimea.analytics.waiting';

let stop = () => {};

async function freshModules() {
  vi.resetModules();
  const consent = await import('../../../src/api/analytics-consent.ts');
  const sender = await import('../../../src/api/analytics-sender.ts');
  return {
    ...consent,
    ...sender,
    startSending: () => {
      stop = sender.startSending();
    },
  };
}

const sentBatches = (beacon: ReturnType<typeof vi.fn>) => beacon.mock.calls.map(([, body]) => body as Blob);

async function batchesOf(beacon: ReturnType<typeof vi.fn>): Promise<AnalyticsBatch[]> {
  return Promise.all(
    sentBatches(beacon).map(async (blob) => JSON.parse(await blob.text()) as AnalyticsBatch),
  );
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('analytics on the phone', () => {
  let beacon: ReturnType<typeof vi.fn>;
  let online = true;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'mimea_consent=; Max-Age=0; Path=/';
    // jsdom has no beacons: the browser's side of the sending is played here.
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('records nothing without the "help us improve" answer, and nothing with "necessary only"', async () => {
    const { recordEvent, startSending, writeConsent } = await freshModules();
    recordEvent({ name: 'funnel', step: 'landing' });
    writeConsent('necessary');
    recordEvent({ name: 'funnel', step: 'photo' });
    startSending();
    hidePage();
    expect(localStorage.getItem(WAITING)).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('keeps the events on the device until the page is hidden, then sends them with a session', async () => {
    const { recordEvent, recordAnswer, countTap, startSending, writeConsent } = await freshModules();
    writeConsent('improve');
    startSending();
    recordEvent({ name: 'funnel', step: 'landing' });
    countTap();
    countTap();
    recordAnswer('not_sure');
    recordAnswer('confident');
    expect(JSON.parse(localStorage.getItem(WAITING)!)).toHaveLength(6);
    expect(beacon).not.toHaveBeenCalled();

    hidePage();
    const [batch] = await batchesOf(beacon);
    expect(beacon.mock.calls[0]![0]).toBe('/api/v1/analytics/events/');
    expect(batch!.kiosk).toBe(false);
    expect(batch!.session).toMatch(/^[0-9a-f-]{36}$/);
    // The taps are counted once, at the first answer; each answer gives its funnel step and verdict.
    expect(batch!.events.map(({ at: _at, name, ...detail }) => [name, Object.values(detail)[0]])).toEqual([
      ['funnel', 'landing'],
      ['funnel', 'answer'],
      ['verdict', 'not_sure'],
      ['first_answer', 2],
      ['funnel', 'answer'],
      ['verdict', 'confident'],
    ]);
    expect(localStorage.getItem(WAITING)).toBeNull();
  });

  it('offline, keeps them for when the connection is back; "necessary only" then deletes them', async () => {
    const { recordEvent, startSending, writeConsent, dropWaitingEvents } = await freshModules();
    writeConsent('improve');
    startSending();
    online = false;
    recordEvent({ name: 'offline_synced', checks: 2 });
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(WAITING)!)).toHaveLength(1);

    writeConsent('necessary');
    dropWaitingEvents();
    expect(localStorage.getItem(WAITING)).toBeNull();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends in batches the contract takes, and keeps what a refused beacon carried', async () => {
    const { recordEvent, startSending, writeConsent } = await freshModules();
    writeConsent('improve');
    startSending();
    for (let i = 0; i < 60; i += 1) recordEvent({ name: 'error_shown', kind: 'network' });
    beacon.mockReturnValueOnce(true).mockReturnValueOnce(false);
    hidePage();
    const batches = await batchesOf(beacon);
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 10]);
    expect(JSON.parse(localStorage.getItem(WAITING)!)).toHaveLength(10);
  });
});
