import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../contract/validation-messages.ts';
import type { ServerConfig } from './config/server-config.ts';
import type { Database } from './db/database.ts';
import type { ImageClassifier } from './jobs/image-classifier.ts';
import { createOnnxClassifier } from './jobs/onnx-classifier.ts';
import { API_PATH } from './http/api-path.ts';
import { answerClientError } from './http/client-errors.ts';
import { contractValidatorCompiler } from './http/contract-validator.ts';
import { frameworkErrors } from './http/framework-errors.ts';
import { readFirstScreens } from './http/first-screens.ts';
import { loggerOptions } from './logging/logger-options.ts';
import authentication from './plugins/app/authentication.ts';
import cachedReads from './plugins/app/cached-reads.ts';
import referenceData from './plugins/app/reference-data.ts';
import smsDelivery from './plugins/app/sms-delivery.ts';
import databasePlugin from './plugins/app/database.ts';
import jobQueue from './plugins/app/job-queue.ts';
import alertJobs from './plugins/app/alert-jobs.ts';
import noticeJobs from './plugins/app/notice-jobs.ts';
import outbreakJobs from './plugins/app/outbreak-jobs.ts';
import privacyJobs from './plugins/app/privacy-jobs.ts';
import documentedStatuses from './plugins/app/documented-statuses.ts';
import errorHandler from './plugins/app/error-handler.ts';
import jsonBody, { DEFAULT_JSON_BODY_BYTES } from './plugins/app/json-body.ts';
import noStoreAnswers from './plugins/app/no-store-answers.ts';
import notFound from './plugins/app/not-found.ts';
import staticClient from './plugins/app/static-client.ts';
import urlLimit from './plugins/app/url-limit.ts';
import compressPlugin from './plugins/external/compress.ts';
import corsPlugin from './plugins/external/cors.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import accountRoutes from './routes/accounts/account-routes.ts';
import dataRightsRoutes from './routes/accounts/data-rights-routes.ts';
import notificationSettingsRoutes from './routes/accounts/notification-settings-routes.ts';
import photoConsentRoutes from './routes/accounts/photo-consent-routes.ts';
import pushSubscriptionRoutes from './routes/accounts/push-subscription-routes.ts';
import blogRoutes from './routes/blog.ts';
import callbackRoutes from './routes/callbacks.ts';
import engagementRoutes from './routes/engagement.ts';
import farmerMessageRoutes from './routes/farmer-messages.ts';
import staffCallbackRoutes from './routes/staff/staff-callback-routes.ts';
import staffReviewRoutes from './routes/staff/staff-review-routes.ts';
import staffAlertRoutes from './routes/staff/staff-alert-routes.ts';
import outbreakRoutes from './routes/outbreaks.ts';
import analyticsRoutes from './routes/analytics.ts';
import staffInsightsRoutes from './routes/staff/staff-insights-routes.ts';
import staffEngagementRoutes from './routes/staff/staff-engagement-routes.ts';
import staffQueueRoutes from './routes/staff/staff-queue-routes.ts';
import staffSearchRoutes from './routes/staff/staff-search-routes.ts';
import staffAccountRoutes from './routes/staff/staff-account-routes.ts';
import passwordResetRoutes from './routes/accounts/password-reset-routes.ts';
import sessionRoutes from './routes/accounts/session-routes.ts';
import socialSignInRoutes from './routes/accounts/social-sign-in-routes.ts';
import classifyRoutes from './routes/classify/classify-routes.ts';
import diagnosisRoutes from './routes/diagnosis/diagnosis-routes.ts';
import healthRoutes from './routes/health.ts';
import kioskRoutes from './routes/kiosk.ts';
import legalRoutes from './routes/legal.ts';
import placeRoutes from './routes/places.ts';
import pestRoutes from './routes/pests.ts';
import libraryReferenceRoutes from './routes/library-reference.ts';
import weatherRoutes from './routes/weather.ts';
import calendarRoutes from './routes/calendar.ts';
import plantingInfoRoutes from './routes/planting-info.ts';
import cropVarietyRoutes from './routes/agronomy/crop-variety-routes.ts';
import fertilizerRoutes from './routes/agronomy/fertilizer-routes.ts';
import nutrientRoutes from './routes/agronomy/nutrient-routes.ts';
import farmRoutes from './routes/farms.ts';
import farmerClaimRoutes from './routes/farmer-claim.ts';
import uploadRoutes from './routes/uploads.ts';
import questionRoutes from './routes/community/question-routes.ts';
import answerRoutes from './routes/community/answer-routes.ts';
import reportRoutes from './routes/community/report-routes.ts';
import profileRoutes from './routes/community/profile-routes.ts';
import staffModerationRoutes from './routes/staff/staff-moderation-routes.ts';
import staffCommunityLabelRoutes from './routes/staff/staff-community-label-routes.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** false silences logs (tests); otherwise pino at config.logLevel. */
  logger?: boolean;
  /** The time as the server sees it; tests move it to expire tokens and codes without waiting. */
  clock?: () => Date;
  /** Opens the photo classifier for in-process workers; the shipped ONNX model unless a test brings its own. */
  classifier?: () => Promise<ImageClassifier>;
}

/** The one way to build the server, shared by `npm start`, the worker and every test. */
export async function buildApp({
  config,
  database,
  logger = true,
  clock = () => new Date(),
  classifier = async () => createOnnxClassifier(config.jobs.classifierThreads),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    trustProxy: config.trustProxy,
    // Unrouted requests too; each route gets its own JSON limit from the json-body plugin.
    bodyLimit: DEFAULT_JSON_BODY_BYTES,
    // Fastify's default is none: a client sending its body a byte every few seconds held its
    // connection for ever, and a few thousand such clients would hold every socket. Two minutes carry
    // a 10 MB upload over slow 3G; a photo from the app is about 80 KB.
    requestTimeout: 120_000,
    routerOptions: { ignoreDuplicateSlashes: true },
    // What the router and Node's parser refuse is answered in the contract's shape too.
    frameworkErrors,
    clientErrorHandler: answerClientError,
    // Every route validates and answers through its zod schema. Given as factories, the compilers also
    // keep Fastify from loading its own (Ajv, fast-json-stringify), a tenth of a start; its types are
    // Ajv's, hence the casts.
    schemaController: {
      compilersFactory: {
        buildValidator: () => contractValidatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON (and multipart for photos); plain text is refused with 415, not misread as a body.
  app.removeContentTypeParser('text/plain');

  const firstScreens = readFirstScreens(config.clientDir);
  await app.register(urlLimit);
  await app.register(jsonBody);
  await app.register(helmetPlugin, { apiOrigins: [], inlineScripts: firstScreens.scriptHashes });
  await app.register(compressPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(swaggerPlugin, { version: config.version });

  await app.register(documentedStatuses);
  await app.register(errorHandler);
  await app.register(noStoreAnswers);
  await app.register(notFound, { clientDir: config.clientDir, pages: firstScreens.pages });
  await app.register(databasePlugin, { database });
  await app.register(authentication, { config, clock });
  await app.register(rateLimitPlugin, {
    ...config.rateLimit,
    database,
    clock,
    redisUrl: config.redisUrl,
  });
  await app.register(referenceData);
  await app.register(cachedReads);
  await app.register(jobQueue, {
    storage: config.storage,
    queue: config.jobs.queue,
    inProcessWorkers: config.jobs.inProcessWorkers,
    classifier,
  });
  await app.register(privacyJobs, { clock });
  await app.register(alertJobs, { clock, push: config.push });
  await app.register(outbreakJobs);
  await app.register(noticeJobs, { clock, push: config.push, weather: { ...config.weather, clock } });
  await app.register(smsDelivery, { sms: config.sms, clock });
  await app.register(staticClient, { clientDir: config.clientDir, pages: firstScreens.pages });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(kioskRoutes, { staffPin: config.kioskStaffPin });
      await api.register(accountRoutes, config.auth);
      await api.register(dataRightsRoutes, { textsPerNumberPerDay: config.callbacks.textsPerNumberPerDay });
      await api.register(photoConsentRoutes);
      await api.register(notificationSettingsRoutes);
      await api.register(pushSubscriptionRoutes, { push: config.push });
      await api.register(sessionRoutes, config.auth);
      await api.register(socialSignInRoutes, { ...config.auth, social: config.socialSignIn });
      await api.register(passwordResetRoutes, config.auth);
      await api.register(placeRoutes);
      await api.register(pestRoutes);
      await api.register(libraryReferenceRoutes);
      await api.register(weatherRoutes, { ...config.weather, clock });
      await api.register(calendarRoutes, { clock });
      await api.register(plantingInfoRoutes, { clock });
      await api.register(farmRoutes);
      await api.register(farmerClaimRoutes, { textsPerNumberPerDay: config.callbacks.textsPerNumberPerDay });
      await api.register(fertilizerRoutes);
      await api.register(cropVarietyRoutes);
      await api.register(nutrientRoutes);
      await api.register(uploadRoutes);
      await api.register(classifyRoutes, { uploadsPerMinutePerIp: config.jobs.uploadsPerMinutePerIp });
      await api.register(diagnosisRoutes);
      await api.register(callbackRoutes, { callbacks: config.callbacks });
      await api.register(farmerMessageRoutes);
      await api.register(staffQueueRoutes, { callbacks: config.callbacks });
      await api.register(staffCallbackRoutes, { callbacks: config.callbacks });
      await api.register(staffReviewRoutes, { callbacks: config.callbacks });
      await api.register(staffAlertRoutes, { clock });
      await api.register(outbreakRoutes);
      await api.register(analyticsRoutes, { clock });
      await api.register(staffInsightsRoutes, { clock });
      await api.register(engagementRoutes, {
        perHourPerIp: config.callbacks.bookingsPerHourPerIp,
        textsPerNumberPerDay: config.callbacks.textsPerNumberPerDay,
      });
      await api.register(staffEngagementRoutes);
      await api.register(staffSearchRoutes, { callbacks: config.callbacks });
      await api.register(staffAccountRoutes, { contact: config.contact });
      await api.register(blogRoutes);
      await api.register(legalRoutes, { contact: config.contact });
      await api.register(questionRoutes, { community: config.community });
      await api.register(answerRoutes, { community: config.community });
      await api.register(reportRoutes);
      await api.register(profileRoutes);
      await api.register(staffModerationRoutes, { contact: config.contact });
      await api.register(staffCommunityLabelRoutes);
    },
    { prefix: API_PATH },
  );

  await app.ready();
  return app;
}
