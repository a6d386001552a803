import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import { AbilitiesRepository } from './modules/abilities/abilities.repository';
import { AbilitiesService } from './modules/abilities/abilities.service';
import { AuthCache } from './modules/auth/auth-cache';
import { AuthRepository } from './modules/auth/auth.repository';
import { LoginThrottleRepository } from './modules/auth/login-throttle.repository';
import { SignInLocksService } from './modules/auth/sign-in-locks.service';
import { PasswordLoginService } from './modules/auth/password-login.service';
import { SessionService } from './modules/auth/session.service';
import { UserInfoService } from './modules/auth/user-info.service';
import { ChangesRepository } from './modules/changes/changes.repository';
import { ChangesService } from './modules/changes/changes.service';
import { ConfigDataRepository } from './modules/config-data/config-data.repository';
import { ConfigDataService } from './modules/config-data/config-data.service';
import { NoticesRepository } from './modules/notices/notices.repository';
import { NoticesService } from './modules/notices/notices.service';
import { ReportViewsRepository } from './modules/report-views/report-views.repository';
import { ReportViewsService } from './modules/report-views/report-views.service';
import { AdvertiserPickerRepository } from './modules/media-accounts/advertiser-picker.repository';
import { AdvertiserPickerService } from './modules/media-accounts/advertiser-picker.service';
import { UserPreferencesRepository } from './modules/user-preferences/user-preferences.repository';
import { UserPreferencesService } from './modules/user-preferences/user-preferences.service';
import { RolesRepository } from './modules/roles/roles.repository';
import { RolesService } from './modules/roles/roles.service';
import { SmsLoginService } from './modules/sms/sms-login.service';
import { OutboxSmsProvider, type SmsProvider } from './modules/sms/sms.provider';
import { SmsRepository } from './modules/sms/sms.repository';
import { createRateLimiter, defaultRateRules } from './modules/tasks/task-worker';
import { TaskTypeRegistry } from './modules/tasks/task-type';
import { TasksRepository } from './modules/tasks/tasks.repository';
import { TasksService } from './modules/tasks/tasks.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { loadSecretBox, type SecretBox } from './lib/secret-box';
import type { Medium } from './lib/media-mirror';
import { MediaClient } from './media/http/media-client';
import { logUnknownEnumValues } from './media/http/unknown-enum-log';
import { createMediaAdapters } from './media/media-adapters';
import { EMBEDDED_SANDBOX_PREFIX, type MediaRuntime } from './media/runtime/media-runtime';
import { AdvertiserNotesRepository } from './modules/media-accounts/advertiser-notes.repository';
import { AdvertiserNotesService } from './modules/media-accounts/advertiser-notes.service';
import { AdvertiserSyncService } from './modules/media-accounts/advertiser-sync.service';
import { AdvertiserViews } from './modules/media-accounts/advertiser-views';
import { UserTokenNoticeRepository } from './modules/media-accounts/user-token-notice.repository';
import { UserTokenNoticeService } from './modules/media-accounts/user-token-notice.service';
import { AdvertiserTokens } from './modules/media-accounts/advertiser-tokens';
import { MediaAccountsRepository } from './modules/media-accounts/media-accounts.repository';
import { MediaAccountsService } from './modules/media-accounts/media-accounts.service';
import { MediaAuthRepository } from './modules/media-auth/media-auth.repository';
import { MediaAuthService } from './modules/media-auth/media-auth.service';
import { createBytedanceWrites } from './media/bytedance/writes';
import { registerDeliveryWriteTasks } from './modules/delivery-writes/delivery-writes.tasks';
import { createBytedanceValueWrites } from './media/bytedance/value-writes';
import { registerFeedUpdateTasks } from './modules/delivery-writes/feed-update.tasks';
import { FeedMirrorRepository } from './modules/feed-updates/feed-mirror.repository';
import { feedBatchTaskDeps } from './modules/feed-batches/feed-batch-deps';
import { registerFeedBatchTasks } from './modules/feed-batches/feed-batches.tasks';

export interface ServiceDeps {
  db: Db;
  /** Picks the rate limiter's store: memory for the single-process PGlite, else PostgreSQL. */
  databaseKind?: Database['kind'];
  config: Pick<Config, 'session' | 'tasks' | 'dataDir' | 'databaseUrl' | 'tokenEncryption'>;
  clock: Clock;
  log: FastifyBaseLogger;
  smsProvider?: SmsProvider;
  /** Where the media are; without it no medium is configured (API tests of other features). */
  media?: Pick<MediaRuntime, 'endpoints' | 'embedded'>;
  /** Seals the media's tokens; loaded from the config when absent. */
  secretBox?: SecretBox;
}

/** Wires repositories and services once per process; routes receive the result. */
export function createServices(deps: ServiceDeps) {
  const { db, clock } = deps;
  const authRepository = new AuthRepository(db);
  const smsRepository = new SmsRepository(db);
  const loginThrottle = new LoginThrottleRepository(db);
  const authCache = new AuthCache();
  const sessions = new SessionService(authRepository, deps.config.session, clock, authCache);
  const smsProvider = deps.smsProvider ?? new OutboxSmsProvider(smsRepository, deps.log);
  // Task types register here (adapters' batch writes); the rules get each medium's rates.
  const taskTypes = new TaskTypeRegistry();
  const rateRules = defaultRateRules(deps.config);
  const rateLimiter = createRateLimiter(deps.databaseKind ?? 'pglite', db, rateRules, clock);
  const endpoints = deps.media?.endpoints ?? {};
  const mediaClient = new MediaClient({
    endpoints,
    limiter: rateLimiter,
    logger: deps.log,
    clock,
  });
  logUnknownEnumValues(deps.log);
  const mediaAdapters = createMediaAdapters({ client: mediaClient, clock });
  const mediaAccountsRepository = new MediaAccountsRepository(db);
  const mediaAccounts = new MediaAccountsService(
    mediaAccountsRepository,
    deps.secretBox ?? loadSecretBox(deps.config),
    clock,
  );
  const advertiserTokens = new AdvertiserTokens(mediaAccounts, mediaAdapters);
  const isMediumConfigured = (medium: Medium) => endpoints[medium] !== undefined;
  const advertiserSync = new AdvertiserSyncService({
    accounts: mediaAccounts,
    adapters: mediaAdapters,
    tokens: advertiserTokens,
    clock,
    log: deps.log,
  });
  const userTokenNotice = new UserTokenNoticeService(
    mediaAccounts,
    new UserTokenNoticeRepository(db),
    clock,
  );
  // The batch writes of the media as task types (see the comment at `taskTypes` above).
  const feedMirror = new FeedMirrorRepository(db);
  registerDeliveryWriteTasks(taskTypes, {
    adapter: createBytedanceWrites({ client: mediaClient, clock }),
    tokens: (medium, advertiserId) => advertiserTokens.tokenSourceFor(medium, advertiserId),
    mirror: feedMirror,
  });
  const bytedanceValues = createBytedanceValueWrites({ client: mediaClient, clock });
  registerFeedUpdateTasks(taskTypes, {
    values: bytedanceValues,
    tokens: (medium, advertiserId) => advertiserTokens.tokenSourceFor(medium, advertiserId),
    mirror: feedMirror,
  });
  registerFeedBatchTasks(taskTypes, feedBatchTaskDeps(mediaClient, advertiserTokens));
  return {
    db,
    clock,
    authCache,
    sessions,
    smsRepository,
    passwordLogin: new PasswordLoginService(authRepository, loginThrottle, sessions, clock),
    smsLogin: new SmsLoginService(
      smsRepository,
      authRepository,
      loginThrottle,
      sessions,
      smsProvider,
      clock,
      deps.log,
    ),
    userInfo: new UserInfoService(userTokenNotice, clock),
    configData: new ConfigDataService(new ConfigDataRepository(db), clock),
    notices: new NoticesService(new NoticesRepository(db), clock),
    reportViews: new ReportViewsService(new ReportViewsRepository(db), clock),
    userPreferences: new UserPreferencesService(new UserPreferencesRepository(db), clock),
    advertiserPicker: new AdvertiserPickerService(
      mediaAccountsRepository,
      new AdvertiserPickerRepository(db),
      clock,
    ),
    userAdmin: new UsersService(
      new UsersRepository(db),
      sessions,
      new SignInLocksService(loginThrottle, clock),
      clock,
    ),
    roleAdmin: new RolesService(new RolesRepository(db), clock),
    abilityAdmin: new AbilitiesService(new AbilitiesRepository(db), clock),
    taskTypes,
    rateRules,
    rateLimiter,
    tasks: new TasksService(new TasksRepository(db), taskTypes, rateLimiter, clock),
    changes: new ChangesService(new ChangesRepository(db), clock, mediaAccounts),
    mediaClient,
    mediaAdapters,
    feedMirror,
    bytedanceValues,
    mediaAccounts,
    advertiserTokens,
    isMediumConfigured,
    userTokenNotice,
    advertiserNotes: new AdvertiserNotesService(new AdvertiserNotesRepository(db), clock),
    advertiserSync,
    advertiserViews: new AdvertiserViews(mediaAccounts, advertiserSync),
    /** The token to call a medium with for one advertiser (task types, sync jobs). */
    tokenSourceFor: (medium: Medium, advertiserId: string) =>
      advertiserTokens.tokenSourceFor(medium, advertiserId),
    mediaAuth: new MediaAuthService(
      new MediaAuthRepository(db),
      mediaAdapters,
      mediaAccounts,
      clock,
      isMediumConfigured,
      (url, origin) => {
        const embedded = deps.media?.embedded;
        if (!embedded || !url.startsWith(embedded.origin)) return url;
        return `${origin}${EMBEDDED_SANDBOX_PREFIX}${url.slice(embedded.origin.length)}`;
      },
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
