import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { MAP_TILE_ORIGIN } from "@campusride/shared/domain/trip-spots";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { rekeyDemoAccounts } from "./db/demo-account-keys.ts";
import { demoPassword } from "./db/seed-demo.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { cancelDriversUpcomingTrips } from "./features/account/service.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { bookingsPlugin } from "./features/bookings/plugin.ts";
import { listRideRequests, seatRequester } from "./features/bookings/service.ts";
import { insertRideDayEvent } from "./features/ride-day/queries.ts";
import { paymentsPlugin } from "./features/payments/plugin.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { licenseRoutes } from "./features/licenses/routes.ts";
import { uploadsSweepPlugin } from "./features/licenses/uploads-sweep.ts";
import { claimSignupLicense, licenseFileReader, releaseLicenses } from "./features/licenses/service.ts";
import { uploadsDatabase } from "./features/licenses/uploads-database.ts";
import { mailboxRoutes } from "./features/mailbox/routes.ts";
import { testClockRoutes } from "./features/test-clock/routes.ts";
import { messageRoutes } from "./features/messages/routes.ts";
import { notificationEmailsPlugin } from "./features/notifications/jobs.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { profileRoutes } from "./features/profiles/routes.ts";
import { pushPlugin } from "./features/push/plugin.ts";
import { EVENTS_CHANNEL } from "./features/notifications/event-hub.ts";
import { accountRecordsWriter } from "./features/profiles/account-records.ts";
import { readOwnProfile } from "./features/profiles/service.ts";
import { opsRoutes } from "./features/ops/routes.ts";
import { placesPlugin } from "./features/places/plugin.ts";
import { reviewsPlugin } from "./features/reviews/routes.ts";
import { readProfileTrust, readPublishedRatings } from "./features/reviews/service.ts";
import { missingRouteMeasurer } from "./features/rides/route-info.ts";
import { autoCompletePlugin } from "./features/rides/auto-complete.ts";
import { rideRoutes } from "./features/rides/routes.ts";
import { rideDayRoutes } from "./features/ride-day/routes.ts";
import { safetyRoutes } from "./features/safety/routes.ts";
import { reportIneligibleRider } from "./features/safety/service.ts";
import { assertMayCreateRides, findPublicRides, tripCommands } from "./features/rides/service.ts";
import { rideSeriesRoutes } from "./features/ride-series/routes.ts";
import { seriesOccurrencesPlugin } from "./features/ride-series/job.ts";
import { searchPlugin } from "./features/search/plugin.ts";
import { campusDemandPlugin } from "./features/campus-demand/plugin.ts";
import { getGazetteer } from "./features/places/gazetteer/load-gazetteer.ts";
import { sessionRoutes } from "./features/auth/sessions-routes.ts";
import { tripSharingRoutes } from "./features/trip-sharing/routes.ts";
import { isRideToShare } from "./features/trip-sharing/trip-mail.ts";
import { todayRoutes } from "./features/today/routes.ts";
import { RIDE_CHANNEL } from "./features/search/sync.ts";
import path from "node:path";
import { authOpenApiPaths } from "./features/auth/openapi.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { signInMethodsRoutes } from "./features/auth/sign-in-methods.ts";
import { trustProxyOption } from "./lib/client-address.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { databasePlugin } from "./plugins/database.ts";
import { databaseOutagePlugin } from "./plugins/database-outage.ts";
import { answerFrameworkError, errorHandlerPlugin } from "./plugins/error-handler.ts";
import { mailPlugin } from "./plugins/mail.ts";
import { storagePlugin } from "./plugins/storage.ts";
import { s3Settings } from "./s3-config.ts";
import { gracefulClosePlugin } from "./plugins/graceful-close.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { requestLimitsPlugin } from "./plugins/rate-limit.ts";
import { fairUsePlugin } from "./plugins/fair-use.ts";
import { loadSheddingPlugin } from "./plugins/load-shedding.ts";
import { databaseQueueBound, fairUseSettings } from "./fair-use-config.ts";
import { sameOriginPlugin } from "./plugins/same-origin.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { LOG_REDACT, serializeError, serializeRequest } from "./lib/log-redaction.ts";
import { loggerOptions } from "./logger.ts";
import { responseSerializerCompiler } from "./lib/response-serializer.ts";
import { RequestLogController } from "./plugins/request-log.ts";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false: no log; else the level (default LOG_LEVEL) and where it goes (default stdout). */
  logger?: false | { level?: string; stream?: DestinationStream };
}

/** Builds the app: external plugins, then app plugins, then features. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...loggerOptions(config),
            ...logger,
            serializers: { req: serializeRequest, err: serializeError },
            redact: LOG_REDACT,
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // While closing, requests still arriving are answered 503 (Fastify's default, made explicit).
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Long path parameters reach the route's own schema, which explains what is wrong,
    // instead of the router's bare 414.
    routerOptions: { maxParamLength: 1000 },
    // a path the router cannot decode (%ff) is answered in the API's error shape
    frameworkErrors: answerFrameworkError,
    // the request lines at debug unless the answer failed or was slow (plugins/request-log.ts)
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // a pickup spot's small map shows OpenStreetMap's tiles (components/ui/spot-map.tsx)
        imgSrc: ["'self'", "data:", "blob:", MAP_TILE_ORIGIN],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith("https:") ? [] : null,
      },
    },
    strictTransportSecurity: config.PUBLIC_URL.startsWith("https:"),
  });
  // answers of 1 KB and more (a search's is 5–16 KB of JSON) compressed for phones, brotli
  // or gzip as the request accepts; the event stream writes its own answer and never is
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  // first of the app's plugins: a route registered before it would answer its errors in
  // Fastify's own shape (the documentation's routes included)
  await app.register(errorHandlerPlugin);
  // the first check of a request: an overloaded instance turns it away before any work
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
    database,
    databaseBound: databaseQueueBound(config, database.kind),
  });
  await app.register(apiDocsPlugin, { paths: authOpenApiPaths() });

  await app.register(sameOriginPlugin, { config, openRoutes: ["/api/contact", "/api/payments/webhook"] });
  await app.register(inputGuardPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(databasePlugin, {
    database,
    // demo accounts never keep a password a development start published
    afterMigrate:
      config.NODE_ENV === "production" ? (db) => rekeyDemoAccounts(db, demoPassword(config)) : undefined,
  });
  await app.register(databaseOutagePlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  });
  await app.register(storagePlugin, {
    root: path.join(config.DATA_DIR, "uploads"),
    s3: s3Settings(config),
    // its files belong to this database: the license files it names
    database: uploadsDatabase(app.db),
  });
  await app.register(requestLimitsPlugin, { redisUrl: config.REDIS_URL });
  // each account's (signed out: each address's) share, counted before the body is read
  await app.register(fairUsePlugin, {
    ...fairUseSettings(config),
    accountOf: (request) => app.sessionOwner(request.headers.cookie),
  });
  await app.register(authRoutes, {
    config,
    // a new account's own rows: its profile, and the license file uploaded at sign-up
    onAccountCreated: accountRecordsWriter(claimSignupLicense),
    beforeAccountRemoved: releaseLicenses,
  });

  // the rides a search offers, in memory, and saved searches; trips and requests tell it
  // what they changed (`app.rideChanged`)
  // the campus demand board: riders' alerts and searches that found nothing, counted hourly
  await app.register(campusDemandPlugin, {
    // a destination outside Florida's areas is named after a city of the gazetteer
    gazetteer: getGazetteer,
    // the wishes are written after the answer, as the account mails are sent
    background: app.backgroundTasks,
  });
  await app.register(searchPlugin, {
    listen: database.listen,
    readRatings: readPublishedRatings,
    onRiderWish: app.campusDemand.record,
  });
  await app.register(opsRoutes, {
    readinessDetails: () => ({
      search: app.rideSearch.state,
      busy: app.isUnderPressure() || app.isDatabaseQueueFull(),
    }),
  });
  await app.register(signInMethodsRoutes, { config });
  await app.register(contactRoutes, { supportEmail: config.SUPPORT_EMAIL, publicUrl: config.PUBLIC_URL });
  await app.register(profileRoutes, { adminEmails: config.ADMIN_EMAILS, readTrust: readProfileTrust });
  await app.register(sessionRoutes);
  await app.register(licenseRoutes, { unclaimedBudgetBytes: config.UNCLAIMED_UPLOADS_MAX_MB * 1024 * 1024 });
  await app.register(uploadsSweepPlugin);
  await app.register(adminRoutes, {
    adminEmails: config.ADMIN_EMAILS,
    publicUrl: config.PUBLIC_URL,
    readLicenseFile: licenseFileReader(app.db, app.storage),
    onRideChanged: app.rideSearch.rideChanged,
    cancelUpcomingTrips: cancelDriversUpcomingTrips,
  });
  // place searches and trips' routes (`app.places`)
  await app.register(placesPlugin, { config });
  // payments: pay at pickup, or by card through Stripe; `app.money` for the bookings lifecycle
  await app.register(paymentsPlugin, { config });
  // a booking's lifecycle, calling the money at each step: requests, answers, cancellations,
  // a trip's completion (`app.rideBookings`), the provider's notices of a paid request, and
  // the jobs expiring requests
  await app.register(bookingsPlugin, {
    // a rider's bookings show their rides as the rides feature presents them to anyone
    findRides: findPublicRides,
    onRideChanged: app.rideChanged,
    onSeatsTaken: app.rideSearch.rideChanged,
    // a women-only trip's driver rejects and reports a rider not eligible in one step
    reportIneligibleRider,
    // the trip's day: the start, no-shows and the drop-off write its timeline
    recordRideDayEvent: insertRideDayEvent,
    jobEveryMs: config.PAYMENTS_JOB_EVERY_MS,
  });
  await app.register(rideRoutes, {
    // trips measure their routes with the places feature's own lookup (cache, offline estimate)
    routeLookup: app.places,
    listRequests: listRideRequests,
    onRideChanged: app.rideChanged,
    // completing a trip completes its bookings, and closing one has their money follow
    rideBookings: app.rideBookings,
  });
  // trips nobody finished complete themselves after their estimated arrival
  await app.register(autoCompletePlugin, { rideBookings: app.rideBookings, onRideChanged: app.rideChanged });
  // weekly series: each of their trips an ordinary trip, edited, cancelled and requested
  // under the trips' and the bookings' own rules
  await app.register(rideSeriesRoutes, {
    assertMayCreateRides,
    trips: {
      findRides: findPublicRides,
      onRidesChanged: app.ridesChanged,
      ...tripCommands(app.rideBookings, app.rideChanged),
    },
    seats: seatRequester(app.money),
  });
  // their trips of the next four weeks, made once each whichever instance runs it
  await app.register(seriesOccurrencesPlugin, { onRidesChanged: app.ridesChanged });
  await app.register(messageRoutes);
  // reporting and blocking other students (the admins' queue is in the admin feature)
  await app.register(safetyRoutes);
  // a trip's day: its live status, for its driver and approved riders
  await app.register(rideDayRoutes);
  await app.register(tripSharingRoutes, {
    publicUrl: config.PUBLIC_URL,
    // a shared trip stored without its route has it measured once, as "Update Route Info" does
    measureMissingRoute: missingRouteMeasurer(app.places, app.rideChanged),
  });
  // the dashboards' Today card: the trips of the day, and whether each can be shared now
  await app.register(todayRoutes, { isRideToShare });
  // deleting the account and downloading its data (profile → Danger zone)
  await app.register(accountRoutes, {
    readOwnProfile,
    onRideChanged: app.rideChanged,
  });
  // blind reviews after completed rides, and the job publishing those whose window ended
  await app.register(reviewsPlugin);
  // live events and the notification centre
  await app.register(notificationRoutes, { listen: database.listen, rideChannel: RIDE_CHANNEL });
  // trip and request emails (sent from the notifications' queue), their preferences, reminders
  await app.register(notificationEmailsPlugin, {
    publicUrl: config.PUBLIC_URL,
    smtpTimeoutMs: config.SMTP_TIMEOUT_MS,
    listen: database.listen,
  });
  // Web Push: each notification also reaches the recipient's subscribed browsers and phones
  await app.register(pushPlugin, {
    vapid: {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
      dataDir: config.DATA_DIR,
      supportEmail: config.SUPPORT_EMAIL,
      publicUrl: config.PUBLIC_URL,
    },
    allowLocal: config.NODE_ENV !== "production",
    listen: database.listen,
    channel: EVENTS_CHANNEL,
  });
  // The outbox holds every user's verification and reset links: never a public page in production.
  if (app.mailer.mode === "outbox" && config.NODE_ENV !== "production") await app.register(mailboxRoutes);
  if (config.TEST_CLOCK && config.NODE_ENV !== "production") await app.register(testClockRoutes);

  await app.register(spaPlugin, { root: config.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
