/**
 * The one Drizzle schema for PGlite and PostgreSQL. Each domain keeps its tables in its own file
 * under `tables/`; this module gathers them for the query builder and for drizzle-kit.
 */
export * from './tables/accounts.ts';
export * from './tables/agronomy.ts';
export * from './tables/callbacks.ts';
export * from './tables/diagnosis.ts';
export * from './tables/engagement.ts';
export * from './tables/farms.ts';
export * from './tables/library.ts';
export * from './tables/outbox.ts';
export * from './tables/places.ts';
export * from './tables/plantings.ts';
export * from './tables/privacy.ts';
export * from './tables/reference-data.ts';
export * from './tables/outbreaks.ts';
export * from './tables/community.ts';
export * from './tables/community-profiles.ts';
export * from './tables/analytics.ts';
export * from './tables/notifications.ts';
export * from './tables/push.ts';
export * from './tables/alerts.ts';
export * from './tables/social-sign-in.ts';
