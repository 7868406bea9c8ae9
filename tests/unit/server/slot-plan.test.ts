import { describe, expect, it } from 'vitest';
import { loadCallbackConfig } from '../../../src/server/config/talk-config.ts';
import { inNairobi } from '../../../src/server/services/callbacks/nairobi-time.ts';
import { countBookings, openSlots, slotStarts } from '../../../src/server/services/callbacks/slot-plan.ts';

const config = loadCallbackConfig({
  CALLBACK_HOURS: '08:00-12:00',
  CALLBACK_DAYS: '1,2,3,4,5',
  CALLBACK_SLOT_MINUTES: '60',
  CALLBACK_SLOT_CAPACITY: '2',
  CALLBACK_DAY_CAPACITY: '5',
  CALLBACK_DAYS_AHEAD: '3',
  CALLBACK_LEAD_MINUTES: '30',
});

describe('callback slots', () => {
  it('lie in working hours on the Nairobi clock, whatever the server’s time zone', () => {
    // Friday 20 Nov 2026, 07:40 in Nairobi (04:40 UTC): 08:00 is too soon (lead time), 09:00 is the first.
    const starts = slotStarts(config, new Date('2026-11-20T04:40:00Z'));
    expect(starts[0]!.toISOString()).toBe('2026-11-20T06:00:00.000Z');
    for (const start of starts) {
      const local = inNairobi(start);
      expect(local.minute).toBeGreaterThanOrEqual(8 * 60);
      expect(local.minute).toBeLessThanOrEqual(11 * 60);
      expect(local.weekday).toBeLessThanOrEqual(5);
    }
    // Friday 09–11, then no weekend, then Monday 08–11.
    expect(starts.map((s) => s.toISOString().slice(0, 13))).toEqual([
      '2026-11-20T06',
      '2026-11-20T07',
      '2026-11-20T08',
      '2026-11-23T05',
      '2026-11-23T06',
      '2026-11-23T07',
      '2026-11-23T08',
    ]);
  });

  it('switch day at Nairobi midnight, not at UTC midnight', () => {
    // 22:30 UTC on Sunday is 01:30 on Monday in Nairobi: Monday's slots are today's.
    const starts = slotStarts(config, new Date('2026-11-22T22:30:00Z'));
    expect(inNairobi(starts[0]!)).toMatchObject({ day: 23, weekday: 1, minute: 8 * 60 });
  });

  it('fill up per slot and per day', () => {
    const now = new Date('2026-11-22T22:30:00Z');
    const [first, second, third] = slotStarts(config, now);
    const booked = (start: Date, times: number) =>
      Array.from({ length: times }, () => ({ slotStart: start }));
    let open = openSlots(config, now, countBookings(booked(first!, 2)));
    expect(open[0]!.start).toBe(second!.toISOString());
    expect(open[0]!.free).toBe(2);
    // 5 on Monday in all: every Monday slot is full, Tuesday's are next.
    open = openSlots(
      config,
      now,
      countBookings([...booked(first!, 2), ...booked(second!, 2), ...booked(third!, 1)]),
    );
    expect(inNairobi(new Date(open[0]!.start))).toMatchObject({ day: 24, minute: 8 * 60 });
    expect(open[0]).toMatchObject({
      free: 2,
      end: new Date(new Date(open[0]!.start).getTime() + 3_600_000).toISOString(),
    });
  });

  it('refuse working hours that end before they start', () => {
    expect(() => loadCallbackConfig({ CALLBACK_HOURS: '17:00-08:00' })).toThrow(/CALLBACK_HOURS/);
    expect(() => loadCallbackConfig({ CALLBACK_DAYS: '0,8' })).toThrow(/CALLBACK_DAYS/);
  });
});
