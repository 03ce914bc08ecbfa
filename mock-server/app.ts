import type { Application, RequestHandler } from 'express';
import jsonServer from 'json-server';
import { whitelabelIds } from './branding';
import { startClock } from './clock';
import { loadConfig, type MockConfig } from './config';
import type { RouteContext } from './context';
import { createFileStore, filesDirOf } from './db/file-store';
import { loadOrSeed, type LoadResult } from './db/persistence';
import { createStore, type MockStore } from './db/store';
import type { DbState } from './db/types';
import { bodyReader } from './http/body-reader';
import { durableAnswers } from './http/durable-answers';
import { createErrorHandler, notFound } from './http/errors';
import { malformedPathGuard } from './http/paths';
import { createMailbox, type Mailbox } from './mailbox';
import { adminOriginGuard } from './middleware/admin-origin';
import { auth } from './middleware/auth';
import { cachePolicy } from './middleware/cache-policy';
import { cors } from './middleware/cors';
import { faults } from './middleware/faults';
import { latency } from './middleware/latency';
import { registerAccountSwitchRoutes } from './routes/account-switch';
import { registerAdminAccountRoutes } from './routes/admin-accounts';
import { registerAdminCampaignRoutes } from './routes/admin-campaigns';
import { registerAdminModerationRoutes } from './routes/admin-moderation';
import { registerAudienceRoutes } from './routes/audiences';
import { registerCampaignRoutes } from './routes/campaign';
import { registerCampaignActionRoutes } from './routes/campaign-actions';
import { registerCampaignBulkRoutes } from './routes/campaign-bulk';
import { registerCampaignEditorSupportRoutes } from './routes/campaign-editor-support';
import { registerCampaignListRoutes } from './routes/campaign-list';
import { registerCampaignCsvRoutes } from './routes/campaign-csv';
import { registerCampaignPacingRoutes } from './routes/campaign-pacing';
import { registerCampaignOwnerRoutes } from './routes/campaign-owner';
import { registerCampaignRestoreRoutes } from './routes/campaign-restore';
import { registerCampaignRevisionRoutes } from './routes/campaign-revisions';
import { registerCampaignSaveRoutes } from './routes/campaign-save';
import { registerEstimateRoutes } from './routes/estimates';
import { registerForecastRoutes } from './routes/forecast';
import { registerEventRoutes } from './routes/events';
import { registerFileRoutes } from './routes/files';
import { registerGeoRoutes } from './routes/geo';
import { registerInvoiceAdminRoutes } from './routes/invoice-admin';
import { registerInvoiceRoutes } from './routes/invoices';
import { registerInvoiceUserRoutes } from './routes/invoice-users';
import { registerMockAdminRoutes } from './routes/mock-admin';
import { registerModerationRoutes } from './routes/moderation';
import { registerOauthRoutes } from './routes/oauth';
import { registerPaymentRoutes } from './routes/payments';
import { registerRegistrationRoutes } from './routes/registration';
import { registerReportRoutes } from './routes/reports';
import { registerRegistrationApproveRoutes } from './routes/registration-approve';
import { registerChangePasswordRoutes } from './routes/change-password';
import { registerResetPasswordRoutes } from './routes/reset-password';
import { registerRewardedRoutes } from './routes/rewarded';
import { registerSearchRoutes } from './routes/search';
import { registerSpaceRoutes } from './routes/space';
import { registerSpaceUsersRoutes } from './routes/space-users';
import { registerTargetingRoutes } from './routes/targeting';
import { registerTelcoRoutes } from './routes/telco';
import { registerTrafficRoutes } from './routes/traffic';
import { registerTransactionAdminRoutes } from './routes/transactions-admin';
import { registerTransactionRoutes } from './routes/transactions';
import { registerProfileImageRoutes } from './routes/profile-image';
import { registerUserRoutes } from './routes/user';
import { registerUserAccessRoutes } from './routes/user-access';
import { registerUserAccountSettingsRoutes } from './routes/user-account-settings';
import { registerUserProfileRoutes } from './routes/user-profile';
import { registerWhitelabelRoutes } from './routes/whitelabel';
import { registerWhitelistRoutes } from './routes/whitelists';
import { createAuthThrottles } from './security/throttle';
import { createSettings, type RuntimeSettings } from './settings';

export interface MockServer {
  app: Application;
  store: MockStore;
  settings: RuntimeSettings;
  mailbox: Mailbox;
  config: MockConfig;
  /** Whether the data came from the db file or a fresh seed (and why). */
  loaded: Omit<LoadResult, 'state'>;
  /** Writes pending changes to the db file now. */
  flush(): void;
}

/**
 * json-server's defaults (no-cache headers) minus its static file server (the mock serves /v1 only, and
 * a stray public/ folder must not shadow it), minus its CORS (it allowed every origin; middleware/cors.ts
 * allows the app's) and minus gzip: the mock answers on loopback, where compressing every answer is
 * pure CPU that the benchmark's concurrent clients queue behind.
 */
const defaultsWithoutStatic = (): RequestHandler[] =>
  jsonServer.defaults({ logger: false, bodyParser: false, noGzip: true, noCors: true }).filter((handler) => handler.name !== 'serveStatic');

/**
 * The /v1 emulation. json-server's router is used only for its lowdb store (`router.db`); its generic
 * REST routes are not mounted, since they would bypass authentication and permissions.
 */
export function createMockServer(options: Partial<MockConfig> = {}, testing: { checkJournal?: boolean } = {}): MockServer {
  const config = loadConfig(process.env, options);
  // Before the seed: it hangs the payment history and the unconfirmed sign-ups from today.
  startClock(config.startAt);
  const files = createFileStore(filesDirOf(config.dbFile));
  const { state, ...loaded } = loadOrSeed(config.dbFile, config.scale, files);
  const router = jsonServer.router<DbState>(state);
  const store = createStore(router.db, { file: config.dbFile, scale: config.scale, files, checkJournal: testing.checkJournal });
  const known = whitelabelIds(state);
  if (!known.includes(config.whitelabel)) {
    throw new Error(`Invalid mock setting MOCK_WHITELABEL="${config.whitelabel}": expected one of ${known.join(', ')}`);
  }
  const settings = createSettings(config);
  const log = config.silent ? () => undefined : (message: string) => console.log(message);
  const mailbox = createMailbox(log);
  const ctx: RouteContext = { store, settings, mailbox, config, log, throttles: createAuthThrottles() };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // No automatic ETag: answers are private data, never revalidated (middleware/cache-policy.ts); the
  // reference lists set their own version.
  app.set('etag', false);
  // json-server pretty-prints; compact JSON keeps large pages small.
  app.set('json spaces', 0);
  app.use(durableAnswers(store, log));
  app.use(cors(config.appOrigins));
  app.use(defaultsWithoutStatic());
  app.use(cachePolicy);
  app.use(malformedPathGuard);
  app.use(adminOriginGuard(config));
  app.use(latency(settings));
  // The token is checked before the body is read: without one, a large body is never buffered.
  app.use(auth(ctx));
  app.use(bodyReader);
  if (config.adminApi) registerMockAdminRoutes(app, ctx);
  app.use(faults(settings));
  registerOauthRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerRegistrationApproveRoutes(app, ctx);
  // The administration pages' calls: before the user and campaign-owner routes, whose paths two of
  // them share (the moderation variant of PUT /v1/user/legal, the phase POST /v1/campaign/admin/{id}).
  registerAdminAccountRoutes(app, ctx);
  registerAdminModerationRoutes(app, ctx);
  registerAdminCampaignRoutes(app, ctx);
  registerResetPasswordRoutes(app, ctx);
  registerChangePasswordRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerUserProfileRoutes(app, ctx);
  registerUserAccountSettingsRoutes(app, ctx);
  registerUserAccessRoutes(app, ctx);
  registerProfileImageRoutes(app, ctx);
  registerAccountSwitchRoutes(app, ctx);
  registerWhitelabelRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerGeoRoutes(app, ctx);
  registerSpaceRoutes(app, ctx);
  // Before the invoice routes: their GET /v1/invoice/:id must not see these paths.
  registerInvoiceAdminRoutes(app, ctx);
  registerInvoiceUserRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerSpaceUsersRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerCampaignListRoutes(app, ctx);
  registerCampaignCsvRoutes(app, ctx);
  registerCampaignPacingRoutes(app, ctx);
  registerCampaignActionRoutes(app, ctx);
  registerCampaignBulkRoutes(app, ctx);
  registerCampaignEditorSupportRoutes(app, ctx);
  registerTargetingRoutes(app, ctx);
  registerAudienceRoutes(app, ctx);
  registerEstimateRoutes(app, ctx);
  registerForecastRoutes(app, ctx);
  registerWhitelistRoutes(app, ctx);
  registerRewardedRoutes(app, ctx);
  registerCampaignSaveRoutes(app, ctx);
  registerCampaignOwnerRoutes(app, ctx);
  registerCampaignRevisionRoutes(app, ctx);
  registerCampaignRestoreRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerCampaignRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerTelcoRoutes(app, ctx);
  registerTrafficRoutes(app, ctx);
  registerTransactionRoutes(app, ctx);
  registerTransactionAdminRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  app.use(notFound);
  app.use(createErrorHandler(log));

  return { app, store, settings, mailbox, config, loaded, flush: () => store.flush() };
}
