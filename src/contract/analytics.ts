import { z } from 'zod';
import { verdicts } from './classify.ts';
import { ANALYTICS_SESSION_IDLE_MINUTES, MAX_COUNTED_TAPS } from './analytics-consent.ts';
import './validation-messages.ts';

/**
 * First-party analytics (issue 32 §3, SPEC §1 "analytics with opt-out"): only what tells us whether the
 * product works. Every field is an allow-listed choice or a bounded number, so no free text, photo,
 * phone number or name can be stored; the server adds the date, the anonymised IP address and the
 * browser's and operating system's family.
 */
export const ANALYTICS_LANGUAGES = ['en', 'sw'] as const;
export const FUNNEL_STEPS = ['landing', 'photo', 'answer'] as const;
/** How a differential ended: one clear answer, two still likely, or the farmer could not pick. */
export const DIFFERENTIAL_OUTCOMES = ['resolved', 'two_left', 'none_of_these', 'cant_tell'] as const;
export type DifferentialOutcome = (typeof DIFFERENTIAL_OUTCOMES)[number];
/** The kinds of error the app shows a person, never their words. */
export const SHOWN_ERROR_KINDS = ['network', 'server', 'photo', 'camera', 'location', 'other'] as const;
export type ShownErrorKind = (typeof SHOWN_ERROR_KINDS)[number];
export const MAX_EVENTS_PER_BATCH = 50;

/** A page of the app by its path (ids included, never a query string or fragment). */
const pagePath = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_-]*$/, { error: 'invalid_choice' });
/** The host a visit came from (a search engine, a partner's site); the rest of the address is left behind. */
const refererHost = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/, { error: 'invalid_choice' });
const pixels = z.number().int().min(1).max(20_000);

const occurred = { at: z.iso.datetime() };

export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({
    ...occurred,
    name: z.literal('page_view'),
    path: pagePath,
    status: z.union([z.literal(200), z.literal(404)]),
    referer_host: refererHost.nullable(),
    screen_width: pixels,
    screen_height: pixels,
  }),
  z.object({ ...occurred, name: z.literal('funnel'), step: z.enum(FUNNEL_STEPS) }),
  z.object({ ...occurred, name: z.literal('verdict'), verdict: z.enum(verdicts) }),
  z.object({ ...occurred, name: z.literal('differential'), outcome: z.enum(DIFFERENTIAL_OUTCOMES) }),
  z.object({
    ...occurred,
    name: z.literal('first_answer'),
    taps: z.number().int().min(0).max(MAX_COUNTED_TAPS),
  }),
  z.object({ ...occurred, name: z.literal('offline_synced'), checks: z.number().int().min(1).max(100) }),
  z.object({ ...occurred, name: z.literal('error_shown'), kind: z.enum(SHOWN_ERROR_KINDS) }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];

/**
 * `analytics/events/`: a batch sent when the page is hidden (sendBeacon). `session` is a random id the
 * tab makes, dropped from the stored rows within minutes after its last event
 * (`ANALYTICS_SESSION_IDLE_MINUTES`); a kiosk tablet sends none, and only counts are kept of it.
 */
export const analyticsBatchSchema = z
  .object({
    session: z.uuid().nullable(),
    kiosk: z.boolean(),
    language: z.enum(ANALYTICS_LANGUAGES),
    events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
  })
  .refine((batch) => !(batch.kiosk && batch.session), { error: 'invalid_choice', path: ['session'] });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export { ANALYTICS_SESSION_IDLE_MINUTES, MAX_COUNTED_TAPS };
