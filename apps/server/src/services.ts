import path from 'node:path';
import {
  CREATION_MEDIA,
  CREATION_MEDIUM_KEYS,
  MATERIAL_ACCOUNT_COPY_TASK,
  MATERIAL_PUSH_TASK,
  MEDIA_APP_CREATE_TASK,
  SUB_PACKAGE_TASK,
} from '@toufang/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import { AbilitiesRepository } from './modules/abilities/abilities.repository';
import { AbilitiesService } from './modules/abilities/abilities.service';
import { AuthCache } from './modules/auth/auth-cache';
import { AutoruleResumes } from './modules/autorules/autorule-resumes';
import { AutoruleRunsService } from './modules/autorules/autorule-runs.service';
import type { Autorules } from './modules/autorules/autorules';
import { AutorulesRepository } from './modules/autorules/autorules.repository';
import { AutorulesService } from './modules/autorules/autorules.service';
import { RuleAccess } from './modules/autorules/rule-access';
import { RuleCreations } from './modules/autorules/rule-creations';
import { RuleJudge } from './modules/autorules/rule-judge';
import { RuleObjectsRepository } from './modules/autorules/rule-objects.repository';
import { createMonitoring } from './modules/monitoring/monitoring';
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
import { UploadSessions } from './modules/materials/upload-sessions';
import { createMaterialStorage } from './modules/materials/create-material-storage';
import { PosterBackfill } from './modules/materials/poster-backfill';
import { MaterialLinks } from './modules/materials/material-links';
import { MaterialsRepository } from './modules/materials/materials.repository';
import { MaterialsService } from './modules/materials/materials.service';
import { MaterialReportsRepository } from './modules/material-reports/material-reports.repository';
import { MaterialReportsService } from './modules/material-reports/material-reports.service';
import { MaterialChangesService } from './modules/materials/material-changes.service';
import { ImageTextService } from './modules/materials/image-text.service';
import { MaterialFoldersRepository } from './modules/materials/material-folders.repository';
import { MaterialFoldersService } from './modules/materials/material-folders.service';
import { MaterialReviewRepository } from './modules/materials/material-review.repository';
import { MaterialReviewService } from './modules/materials/material-review.service';
import { TitlesRepository } from './modules/titles/titles.repository';
import { LandingPagesRepository } from './modules/landing-pages/landing-pages.repository';
import { LandingPagesService } from './modules/landing-pages/landing-pages.service';
import { LandingPublicService } from './modules/landing-pages/landing-public.service';
import { MediaSitesService } from './modules/landing-pages/media-sites.service';
import { TitlesService } from './modules/titles/titles.service';
import { DashboardLandingRepository } from './modules/dashboard/dashboard-landing.repository';
import { DashboardLandingService } from './modules/dashboard/dashboard-landing.service';
import { DashboardHealthRepository } from './modules/dashboard/dashboard-health.repository';
import { DashboardRepository } from './modules/dashboard/dashboard.repository';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { MaterialOverviewRepository } from './modules/dashboard/material-overview.repository';
import { MaterialOverviewService } from './modules/dashboard/material-overview.service';
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
import { createRateLimiter, defaultRateRules } from './modules/tasks/rate-limiters';
import { TaskTypeRegistry } from './modules/tasks/task-type';
import { TasksRepository } from './modules/tasks/tasks.repository';
import { TasksService } from './modules/tasks/tasks.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { loadSecretBox, type SecretBox } from './lib/secret-box';
import { SOURCE_MEDIUM, type Medium } from './lib/media-mirror';
import { MediaClient } from './media/http/media-client';
import { logUnknownEnumValues } from './media/http/unknown-enum-log';
import {
  CREATION_READ_CALLS,
  CREATION_WRITE_CALLS,
  createAppCentres,
  createMediaAdapters,
  createMediumCreates,
} from './media/media-adapters';
import { AccountCalls } from './modules/creation/account-calls';
import { CreationWritesService } from './modules/creation/creation-writes.service';
import { CreationReadsService } from './modules/creation/creation-reads.service';
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
import { AUTORULE_MEDIA, autoruleLevel, shanghaiDate } from '@toufang/domain';
import { createPromotionCopyReader } from './media/bytedance/promotion-copy';
import { createBytedanceWrites } from './media/bytedance/writes';
import { createBytedanceValueWrites } from './media/bytedance/value-writes';
import { createDeliveryWrites } from './media/media-adapters';
import {
  createMaterialPusher,
  materialPushTaskType,
} from './modules/material-push/material-push-task';
import { creationReadBack } from './modules/creation/creation-read-back';
import { creationTaskType } from './modules/creation/creation-task';
import { CREATION_TASK_TYPES } from './modules/creation/creation-task-types';
import { CreationRepository } from './modules/creation/creation.repository';
import { CreationService } from './modules/creation/creation.service';
import { CreationTemplatesService } from './modules/creation/creation-templates.service';
import { accountCopyTaskType } from './modules/material-push/account-copy-task';
import { MaterialAccountCopyService } from './modules/material-push/account-copy.service';
import { createBytedanceMaterialBind } from './media/bytedance/material-bind';
import { createKuaishouVideoShare } from './media/kuaishou/video-share';
import { createBytedanceVideoCovers } from './media/bytedance/video-cover';
import { createTencentVideoCovers } from './media/tencent/video-cover';
import { TENCENT_VIDEO_STATUS } from './media/tencent/video-status';
import { KUAISHOU_VIDEO_STATUS } from './media/kuaishou/video-status';
import { createVideoStatus } from './media/video-status';
import { MaterialPushReadiness } from './modules/material-push/push-readiness';
import { AccountMaterialsService } from './modules/material-push/account-materials.service';
import { CoverSuggestService } from './modules/material-push/cover-suggest.service';
import { gameAppCreateTaskType } from './modules/game-apps/game-app-create-task';
import { GameAppsRepository } from './modules/game-apps/game-apps.repository';
import { GameAppsService } from './modules/game-apps/game-apps.service';
import { AdIdsRepository } from './modules/ad-ids/ad-ids.repository';
import { createKuaishouSubPackages } from './media/kuaishou/sub-packages';
import { createKuaishouStar } from './media/kuaishou/star';
import { KsStarService } from './modules/ks-star/ks-star.service';
import { subPackageTaskType } from './modules/game-apps/sub-package-task';
import { SubPackagesRepository } from './modules/game-apps/sub-packages.repository';
import { SubPackagesService } from './modules/game-apps/sub-packages.service';
import { NonStreamRepository } from './modules/game-apps/non-stream.repository';
import { NonStreamService } from './modules/game-apps/non-stream.service';
import { ConversionConfigsService } from './modules/conversion-bases/conversion-configs.service';
import { AmtPickersRepository } from './modules/amt-pickers/amt-pickers.repository';
import { AmtPickersService } from './modules/amt-pickers/amt-pickers.service';
import { createBytedanceOptimizedGoals } from './media/bytedance/optimized-goals';
import { OptimizedGoalsService } from './modules/conversion-bases/optimized-goals.service';
import { createBytedanceEventDebugLog } from './media/bytedance/event-debug-log';
import { EventDebugLogService } from './modules/conversion-bases/event-debug-log.service';
import { AdIdSpendRepository } from './modules/ad-ids/ad-id-spend.repository';
import { AdIdSpendService } from './modules/ad-ids/ad-id-spend.service';
import { AdIdsService } from './modules/ad-ids/ad-ids.service';
import { ConversionBasesRepository } from './modules/conversion-bases/conversion-bases.repository';
import { ConversionBasesService } from './modules/conversion-bases/conversion-bases.service';
import { TraditionService } from './modules/conversion-bases/tradition.service';
import { basePushTaskType } from './modules/conversion-bases/base-push-task';
import { BasePushesRepository } from './modules/conversion-bases/base-pushes.repository';
import { BASE_PUSH_TASK, BasePushesService } from './modules/conversion-bases/base-pushes.service';
import { bytedanceBasePusher } from './modules/conversion-bases/bytedance-base-pusher';
import { tencentBasePusher } from './modules/conversion-bases/tencent-base-pusher';
import { createTencentConversions } from './media/tencent/conversions';
import { createBytedanceEventManager } from './media/bytedance/event-manager';
import { createBytedanceMicroApps } from './media/bytedance/micro-apps';
import { MaterialPushRepository } from './modules/material-push/material-push.repository';
import { MaterialPushService } from './modules/material-push/material-push.service';
import { registerDeliveryWriteTasks } from './modules/delivery-writes/delivery-writes.tasks';
import { copyTaskName, objectCopyTaskType } from './modules/delivery-writes/object-copy-task';
import { createObjectCopies } from './media/object-copies';
import { BudgetFactsRepository } from './modules/delivery-updates/budget-facts.repository';
import { BudgetRulesService } from './modules/delivery-updates/budget-rules.service';
import { DeliveryMirrorRepository } from './modules/delivery-updates/delivery-mirror.repository';
import type { DeliveryUpdates } from './modules/delivery-updates/delivery-updates';
import { DeliveryUpdatesService } from './modules/delivery-updates/delivery-updates.service';
import { InlineWrites } from './modules/delivery-updates/inline-writes';
import { EDIT_WRITE_SPECS } from './modules/object-edits/edit-write-specs';
import { ObjectEditsService } from './modules/object-edits/object-edits.service';
import { PromotionCopyService } from './modules/delivery-updates/promotion-copy.service';
import { RejectReasonsService } from './modules/delivery-updates/reject-reasons.service';
import { createBytedanceLegacyWrites } from './media/bytedance/legacy-writes';
import { createTencentReviewReads } from './media/tencent/review-reads';
import { WRITE_TABLES } from './modules/delivery-updates/write-tables';
import { AssetBatchesService } from './modules/feed-batches/asset-batches.service';
import { AvatarBatchesService } from './modules/feed-batches/avatar-batches.service';
import { BatchTasks } from './modules/feed-batches/batch-tasks';
import { feedBatchTaskDeps } from './modules/feed-batches/feed-batch-deps';
import { FeedBatchesRepository } from './modules/feed-batches/feed-batches.repository';
import {
  FEED_BATCH_TASKS,
  registerFeedBatchTasks,
} from './modules/feed-batches/feed-batches.tasks';
import { createMediaSync } from './modules/media-sync/create-media-sync';
import { MediaSyncRepository } from './modules/media-sync/media-sync.repository';
import { DeliveryReportsRepository } from './modules/delivery-reports/delivery-reports.repository';
import { statementSlots, unlimitedSlots } from './modules/delivery-reports/statement-slots';
import { DeliveryReportsService } from './modules/delivery-reports/delivery-reports.service';
import { FeedReadRepository } from './modules/delivery-reports/feed-read.repository';
import { FeedReadService } from './modules/delivery-reports/feed-read.service';
import { RefreshCoalescer } from './modules/delivery-reports/refresh-coalescer';

export interface ServiceDeps {
  db: Db;
  /** Picks the rate limiter's store: memory for the single-process PGlite, else PostgreSQL. */
  databaseKind?: Database['kind'];
  config: Pick<
    Config,
    'session' | 'tasks' | 'dataDir' | 'databaseUrl' | 'tokenEncryption' | 'materials'
  > &
    Partial<Pick<Config, 'webhookHosts' | 'media' | 'reports'>>;
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
  const secretBox = deps.secretBox ?? loadSecretBox(deps.config);
  const mediaAccounts = new MediaAccountsService(mediaAccountsRepository, secretBox, clock);
  const advertiserTokens = new AdvertiserTokens(mediaAccounts, mediaAdapters);
  const materialsRepository = new MaterialsRepository(db);
  const materialReportsRepository = new MaterialReportsRepository(db);
  const materialStorage = createMaterialStorage(deps.config.materials.storage);
  const materialLinks = new MaterialLinks(secretBox, clock);
  const materialReview = new MaterialReviewService(
    new MaterialReviewRepository(db),
    materialStorage,
    materialLinks,
    clock,
  );
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
  /** The token to call a medium with for one advertiser (task types, sync jobs). */
  const tokenSourceFor = (medium: Medium, advertiserId: string) =>
    advertiserTokens.tokenSourceFor(medium, advertiserId);
  const mediaSync = createMediaSync(
    { db, mediaClient, clock, mediaAccounts, tokenSourceFor, isMediumConfigured },
    { db, kind: deps.databaseKind ?? 'pglite' },
    deps.log,
  );
  const syncRepository = new MediaSyncRepository(db);
  // Confirmed writes land in the mirror column by column, or as whole rows read back through a
  // medium's object listing (the sync's upsert).
  const deliveryMirror = new DeliveryMirrorRepository(
    db,
    (resource, rows, at) => syncRepository.upsertObjects(resource, rows, at),
    () => clock.now(),
  );
  // The batch writes of the media as task types (see the comment at `taskTypes` above).
  const bytedanceValues = createBytedanceValueWrites({ client: mediaClient, clock });
  const mediumWrites = createDeliveryWrites({ client: mediaClient, clock });
  registerDeliveryWriteTasks(taskTypes, [...WRITE_TABLES, ...EDIT_WRITE_SPECS], {
    writes: mediumWrites,
    // A legacy family writes with its medium's grant.
    tokens: (source, advertiserId) => tokenSourceFor(SOURCE_MEDIUM[source], advertiserId),
    mirror: deliveryMirror,
    bytedance: {
      values: bytedanceValues,
      objects: createBytedanceWrites({ client: mediaClient, clock }),
    },
  });
  // 复制优胜广告: each medium's copy of its level-2 objects, as a task type per medium.
  const objectCopies = createObjectCopies({ client: mediaClient, clock });
  for (const medium of AUTORULE_MEDIA) {
    const level = autoruleLevel(medium, 2);
    if (!level?.copy) continue;
    taskTypes.register(
      objectCopyTaskType(copyTaskName(medium, level.key), objectCopies[medium], tokenSourceFor),
    );
  }
  const feedBatchMedia = feedBatchTaskDeps(mediaClient, advertiserTokens);
  registerFeedBatchTasks(taskTypes, feedBatchMedia);
  const materialPushes = new MaterialPushRepository(db);
  taskTypes.register(
    materialPushTaskType(MATERIAL_PUSH_TASK, {
      uploads: mediaAdapters,
      tokens: tokenSourceFor,
      storage: materialStorage,
      pushes: materialPushes,
      clock,
    }),
  );
  taskTypes.register(
    accountCopyTaskType(MATERIAL_ACCOUNT_COPY_TASK, {
      copies: {
        bytedance: createBytedanceMaterialBind({ client: mediaClient }),
        kuaishou: createKuaishouVideoShare({ client: mediaClient }),
      },
      tokens: tokenSourceFor,
      pushes: materialPushes,
      clock,
    }),
  );

  // Bulk creation (docs/architecture/creation.md): one task type per medium over its creations.
  const materialPusher = createMaterialPusher({
    uploads: mediaAdapters,
    tokens: tokenSourceFor,
    storage: materialStorage,
    pushes: materialPushes,
    clock,
  });
  const mediumCreates = createMediumCreates({ client: mediaClient, clock });
  const creationRepository = new CreationRepository(db);
  const readCreatedBack = creationReadBack(
    (target, wanted) =>
      mediaSync.readBack(
        {
          medium: CREATION_MEDIUM_KEYS[target.medium],
          // A legacy family lists no library of its own: its medium's is read.
          ...(target.library ? {} : { source: target.medium }),
          advertiserId: target.advertiserId,
        },
        wanted,
      ),
    (medium, created, by) => creationRepository.markCreated(medium, created, by),
    deps.log,
  );
  for (const medium of CREATION_MEDIA) {
    taskTypes.register(
      creationTaskType(CREATION_TASK_TYPES[medium], medium, {
        creates: mediumCreates,
        tokens: tokenSourceFor,
        pusher: materialPusher,
        readBack: readCreatedBack,
      }),
    );
  }

  const appCentres = createAppCentres({ client: mediaClient, clock });
  const gameAppsRepository = new GameAppsRepository(db);
  const conversionBasesRepository = new ConversionBasesRepository(db);
  taskTypes.register(
    gameAppCreateTaskType(MEDIA_APP_CREATE_TASK, {
      centres: appCentres,
      tokens: tokenSourceFor,
      apps: gameAppsRepository,
      clock,
    }),
  );

  const subPackagesRepository = new SubPackagesRepository(db);
  const kuaishouSubPackages = createKuaishouSubPackages({ client: mediaClient });
  taskTypes.register(
    subPackageTaskType(SUB_PACKAGE_TASK, {
      packages: kuaishouSubPackages,
      tokens: tokenSourceFor,
      repo: subPackagesRepository,
      clock,
    }),
  );
  const adIdsRepository = new AdIdsRepository(db);

  const basePushes = new BasePushesRepository(db);
  taskTypes.register(
    basePushTaskType(BASE_PUSH_TASK, {
      pushers: {
        bytedance: bytedanceBasePusher({
          assets: feedBatchMedia.assets,
          events: createBytedanceEventManager({ client: mediaClient }),
          microApps: createBytedanceMicroApps({ client: mediaClient }),
        }),
        tencent: tencentBasePusher({
          conversions: createTencentConversions({ client: mediaClient }),
        }),
      },
      tokens: tokenSourceFor,
      pushes: basePushes,
      clock,
    }),
  );

  const tasks = new TasksService(new TasksRepository(db), taskTypes, rateLimiter, clock);
  const subPackages = new SubPackagesService({
    repo: subPackagesRepository,
    apps: gameAppsRepository,
    adIds: adIdsRepository,
    tasks,
    packages: kuaishouSubPackages,
    tokens: tokenSourceFor,
    clock,
  });
  const changes = new ChangesService(new ChangesRepository(db), clock, mediaAccounts);
  const inline = new InlineWrites(taskTypes, changes, clock);
  const budgetFacts: BudgetRulesService = new BudgetRulesService(
    new BudgetFactsRepository(db),
    (auth, medium, ids) => updates.requireInScope(auth, medium, ids),
  );
  const updates: DeliveryUpdatesService = new DeliveryUpdatesService(
    tasks,
    mediaAccounts,
    deliveryMirror,
    inline,
    budgetFacts,
    clock,
  );
  const objectEdits = new ObjectEditsService({
    updates,
    mirror: deliveryMirror,
    inline,
    writes: mediumWrites,
    tokens: (source, advertiserId) => tokenSourceFor(SOURCE_MEDIUM[source], advertiserId),
    tables: WRITE_TABLES,
    clock,
    files: materialsRepository,
    pushes: materialPushes,
    pusher: materialPusher,
  });
  const deliveryUpdates: DeliveryUpdates = {
    tables: WRITE_TABLES,
    updates,
    budgetFacts,
    rejectReasons: new RejectReasonsService(
      updates,
      bytedanceValues,
      tokenSourceFor,
      createBytedanceLegacyWrites({ client: mediaClient, clock }),
      createTencentReviewReads({ client: mediaClient }),
      deliveryMirror,
    ),
    copies: new PromotionCopyService(
      updates,
      createPromotionCopyReader({ client: mediaClient }),
      tokenSourceFor,
      inline,
      clock,
      // A copy the mirror does not hold yet would be missing from the refreshed list: the new
      // promotion and its creatives are read back, not the whole account.
      async (advertiserId, promotionId) => {
        try {
          await mediaSync.readBack({ medium: 'bytedance', advertiserId }, [
            { resource: 'ads', ids: [promotionId] },
            { resource: 'creatives', parentIds: [promotionId] },
          ]);
        } catch (error) {
          deps.log.warn({ err: error, advertiserId, promotionId }, 'reading a copy back failed');
        }
      },
    ),
    today: () => shanghaiDate(clock.now()),
  };
  const autoruleRepository = new AutorulesRepository(db);
  const autoruleAccess = new RuleAccess(mediaAccounts, authRepository, WRITE_TABLES);
  const ruleObjects = new RuleObjectsRepository(db);
  const creation = new CreationService({
    repo: creationRepository,
    accounts: mediaAccounts,
    materials: materialsRepository,
    tasks,
    clock,
  });
  const ruleCreations = new RuleCreations(creation, creationRepository);
  const autoruleJudge = new RuleJudge(
    ruleObjects,
    autoruleRepository,
    updates,
    WRITE_TABLES,
    clock,
    ruleCreations,
  );
  const autorules: Autorules = {
    repo: autoruleRepository,
    rules: new AutorulesService(
      autoruleRepository,
      autoruleAccess,
      autoruleJudge,
      ruleCreations,
      clock,
    ),
    runs: new AutoruleRunsService(
      autoruleRepository,
      autoruleAccess,
      autoruleJudge,
      ruleCreations,
      tasks,
      clock,
    ),
    resumes: new AutoruleResumes(
      autoruleRepository,
      ruleObjects,
      updates,
      tasks,
      WRITE_TABLES,
      clock,
    ),
  };
  const monitoring = createMonitoring({
    db,
    clock,
    secretBox,
    webhookHosts: deps.config.webhookHosts ?? [],
    access: autoruleAccess,
    judge: autoruleJudge,
    users: authRepository,
    tasks,
    taskTypes,
  });
  const feedBatchRepository = new FeedBatchesRepository(db);
  const batchTasks = (type: string) => new BatchTasks(tasks, mediaAccounts, type);
  const feedBatches = {
    assets: new AssetBatchesService(
      batchTasks(FEED_BATCH_TASKS.eventAssetCreate),
      feedBatchRepository,
    ),
    avatars: new AvatarBatchesService(
      batchTasks(FEED_BATCH_TASKS.avatarSubmit),
      feedBatchRepository,
      mediaAccounts,
      feedBatchMedia,
    ),
  };
  // The reports' `refresh: 1` re-syncs through this process's one media sync, one coalescer per
  // medium (refresh-coalescer.ts).
  const refreshers = new Map<Medium, RefreshCoalescer>();
  const refresherOf = (medium: Medium): RefreshCoalescer => {
    let refresher = refreshers.get(medium);
    if (!refresher) {
      refresher = new RefreshCoalescer(async (userId, advertiserIds) => {
        const run = await mediaSync.run({
          trigger: 'manual',
          medium,
          only: [{ medium, advertiserIds: [...advertiserIds] }],
          createdBy: userId,
        });
        return { advertisers: run.total, succeeded: run.succeeded, failed: run.failed };
      });
      refreshers.set(medium, refresher);
    }
    return refresher;
  };
  const conversionBases = new ConversionBasesService({
    repo: conversionBasesRepository,
    games: gameAppsRepository,
    clock,
  });
  const basePushService = new BasePushesService({
    bases: conversionBases,
    baseRepo: conversionBasesRepository,
    pushes: basePushes,
    accounts: mediaAccounts,
    tasks,
    clock,
  });
  const adIdSpend = new AdIdSpendService({ repo: new AdIdSpendRepository(db), clock });
  const adIds = new AdIdsService({
    repo: adIdsRepository,
    bases: conversionBasesRepository,
    spend: adIdSpend,
    clock,
  });
  const landingRepository = new LandingPagesRepository(db);
  const landingPublic = new LandingPublicService(landingRepository, clock, {
    publicHttps: deps.config.media?.publicUrl?.startsWith('https:') ?? false,
    onCountError: (error) => deps.log.warn({ err: error }, 'landing counts not written, retrying'),
  });
  const accountCalls = new AccountCalls(mediaClient, mediaAccounts, tokenSourceFor);
  const creationReads = new CreationReadsService(CREATION_READ_CALLS, accountCalls);
  const creationWrites = new CreationWritesService(
    CREATION_WRITE_CALLS,
    accountCalls,
    creationReads,
  );
  const services = {
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
    materials: new MaterialsService(
      materialsRepository,
      materialStorage,
      materialLinks,
      clock,
      materialReview,
      deps.config.materials.ffmpegPath,
    ),
    materialUploads: new UploadSessions(deps.config.materials.uploadDir, clock),
    posterBackfill: new PosterBackfill(db, materialStorage, clock, {
      ffmpegPath: deps.config.materials.ffmpegPath,
      workDir: path.join(deps.config.materials.uploadDir, 'posters'),
    }),
    materialReview,
    materialFolders: new MaterialFoldersService(
      new MaterialFoldersRepository(db),
      materialStorage,
      clock,
    ),
    creation,
    creationTemplates: new CreationTemplatesService(creationRepository, clock),
    materialPush: new MaterialPushService(
      materialsRepository,
      materialPushes,
      mediaAccounts,
      tasks,
      clock,
    ),
    materialAccountCopy: new MaterialAccountCopyService(
      materialsRepository,
      materialPushes,
      mediaAccounts,
      tasks,
      clock,
    ),
    accountMaterials: new AccountMaterialsService(
      materialsRepository,
      materialPushes,
      mediaAccounts,
      materialLinks,
    ),
    materialPushReadiness: new MaterialPushReadiness({
      statuses: {
        kuaishou: createVideoStatus(mediaClient, KUAISHOU_VIDEO_STATUS),
        tencent: createVideoStatus(mediaClient, TENCENT_VIDEO_STATUS),
      },
      tokens: tokenSourceFor,
      pushes: materialPushes,
      clock,
    }),
    creationReads,
    creationWrites,
    landingPages: new LandingPagesService(landingRepository, clock, (slug) =>
      landingPublic.changed(slug),
    ),
    landingPublic,
    mediaSites: new MediaSitesService(creationReads),
    coverSuggest: new CoverSuggestService(
      materialsRepository,
      materialPushes,
      mediaAccounts,
      {
        bytedance: createBytedanceVideoCovers({ client: mediaClient }),
        tencent: createTencentVideoCovers({ client: mediaClient }),
      },
      tokenSourceFor,
      clock,
    ),
    imageTexts: new ImageTextService(materialsRepository, materialLinks, clock, materialReview),
    materialChanges: new MaterialChangesService(
      materialsRepository,
      materialStorage,
      materialLinks,
      clock,
    ),
    materialReports: new MaterialReportsService(
      materialReportsRepository,
      materialsRepository,
      materialLinks,
      clock,
    ),
    materialOverview: new MaterialOverviewService(
      new MaterialOverviewRepository(db, materialReportsRepository),
      materialsRepository,
      materialLinks,
      clock,
    ),
    titles: new TitlesService(new TitlesRepository(db), clock),
    dashboard: new DashboardService(
      new DashboardRepository(db),
      new DashboardHealthRepository(db),
      clock,
    ),
    dashboardLanding: new DashboardLandingService(new DashboardLandingRepository(db), clock),
    gameApps: new GameAppsService({
      repo: gameAppsRepository,
      accounts: mediaAccounts,
      tasks,
      centres: appCentres,
      tokens: tokenSourceFor,
      clock,
    }),
    subPackages,
    nonStream: new NonStreamService({ repo: new NonStreamRepository(db), packages: subPackages }),
    ksStar: new KsStarService(
      createKuaishouStar({ client: mediaClient }),
      mediaAccounts,
      tokenSourceFor,
    ),
    amtPickers: new AmtPickersService(new AmtPickersRepository(db)),
    optimizedGoals: new OptimizedGoalsService({
      bases: conversionBases,
      accounts: mediaAccounts,
      pushes: basePushes,
      goals: createBytedanceOptimizedGoals({ client: mediaClient }),
      tokens: tokenSourceFor,
    }),
    eventDebugLog: new EventDebugLogService({
      bases: conversionBases,
      accounts: mediaAccounts,
      pushes: basePushes,
      log: createBytedanceEventDebugLog({ client: mediaClient }),
      tokens: tokenSourceFor,
    }),
    conversionBases,
    basePushes: basePushService,
    conversionConfigs: new ConversionConfigsService({
      bases: conversionBases,
      repo: conversionBasesRepository,
      pushes: basePushService,
      clock,
    }),
    adIds,
    adIdSpend,
    tradition: new TraditionService({ bases: conversionBases, adIds }),
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
    tasks,
    changes,
    mediaClient,
    mediaAdapters,
    deliveryMirror,
    deliveryUpdates,
    objectEdits,
    autorules,
    monitoring,
    feedBatches,
    mediaSync,
    bytedanceValues,
    mediaAccounts,
    advertiserTokens,
    isMediumConfigured,
    userTokenNotice,
    advertiserNotes: new AdvertiserNotesService(new AdvertiserNotesRepository(db), clock),
    advertiserSync,
    advertiserViews: new AdvertiserViews(mediaAccounts, advertiserSync),
    tokenSourceFor,
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
    deliveryReports: new DeliveryReportsService({
      repo: new DeliveryReportsRepository(
        db,
        deps.config.reports ? statementSlots(deps.config.reports.statementSlots) : unlimitedSlots,
      ),
      accounts: mediaAccounts,
      clock,
      refresh: (viewer, medium, advertiserIds) =>
        refresherOf(medium).refresh(viewer.userId, advertiserIds),
    }),
    feedReads: new FeedReadService(new FeedReadRepository(db), mediaAccounts),
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
