import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { access } from './http/access';
import { ok } from './http/envelope';
import { abilityRoutes } from './modules/abilities/abilities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { autorulesRoutes } from './modules/autorules/autorules.routes';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { changesRoutes } from './modules/changes/changes.routes';
import { objectEditRoutes } from './modules/object-edits/object-edits.routes';
import { deliveryReportsRoutes } from './modules/delivery-reports/delivery-reports.routes';
import { feedReadRoutes } from './modules/delivery-reports/feed-read.routes';
import { configDataRoutes } from './modules/config-data/config-data.routes';
import { feedBatchRoutes } from './modules/feed-batches/feed-batches.routes';
import { deliveryUpdateRoutes } from './modules/delivery-updates/delivery-updates.routes';
import { advertiserPickerRoutes } from './modules/media-accounts/advertiser-picker.routes';
import { materialReviewRoutes } from './modules/materials/material-review.routes';
import { materialsRoutes } from './modules/materials/materials.routes';
import { materialAccountCopyRoutes } from './modules/material-push/account-copy.routes';
import { coverSuggestRoutes } from './modules/material-push/cover-suggest.routes';
import { accountMaterialsRoutes } from './modules/material-push/account-materials.routes';
import { creationRoutes } from './modules/creation/creation.routes';
import { creationReadRoutes } from './modules/creation/creation-reads.routes';
import { creationWriteRoutes } from './modules/creation/creation-writes.routes';
import { materialPushRoutes } from './modules/material-push/material-push.routes';
import { titlesRoutes } from './modules/titles/titles.routes';
import { landingPagesRoutes } from './modules/landing-pages/landing-pages.routes';
import { landingPublicRoutes } from './modules/landing-pages/landing-public.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { materialReportsRoutes } from './modules/material-reports/material-reports.routes';
import { gameAppsRoutes } from './modules/game-apps/game-apps.routes';
import { subPackagesRoutes } from './modules/game-apps/sub-packages.routes';
import { ksStarRoutes } from './modules/ks-star/ks-star.routes';
import { nonStreamRoutes } from './modules/game-apps/non-stream.routes';
import { amtPickersRoutes } from './modules/amt-pickers/amt-pickers.routes';
import { optimizedGoalsRoutes } from './modules/conversion-bases/optimized-goals.routes';
import { eventDebugLogRoutes } from './modules/conversion-bases/event-debug-log.routes';
import { adIdSpendRoutes } from './modules/ad-ids/ad-id-spend.routes';
import { adIdsRoutes } from './modules/ad-ids/ad-ids.routes';
import { conversionBasesRoutes } from './modules/conversion-bases/conversion-bases.routes';
import { conversionConfigsRoutes } from './modules/conversion-bases/conversion-configs.routes';
import { traditionRoutes } from './modules/conversion-bases/tradition.routes';
import { mediaAccountsRoutes } from './modules/media-accounts/media-accounts.routes';
import { mediaAuthRoutes } from './modules/media-auth/media-auth.routes';
import { mediaSyncRoutes } from './modules/media-sync/media-sync.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { reportViewsRoutes } from './modules/report-views/report-views.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { taskRoutes } from './modules/tasks/tasks.routes';
import { userPreferencesRoutes } from './modules/user-preferences/user-preferences.routes';
import { userRoutes } from './modules/users/users.routes';
import type { Services } from './services';

const startedAt = Date.now();

/** Every API module, registered in one place. */
export function registerRoutes(
  app: FastifyInstance,
  services: Services,
  database: Database,
  config: Pick<Config, 'media'>,
): void {
  app.get(
    '/api/health',
    { ...access.public, schema: { tags: ['system'], summary: '健康检查' } },
    async () => {
      await database.db.execute('select 1');
      return ok({
        status: 'ok',
        database: database.kind,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
  authRoutes(app, services);
  configDataRoutes(app, services);
  noticesRoutes(app, services);
  materialsRoutes(app, services);
  materialReviewRoutes(app, services);
  materialPushRoutes(app, services);
  creationRoutes(app, services);
  creationReadRoutes(app, services);
  creationWriteRoutes(app, services);
  materialAccountCopyRoutes(app, services);
  coverSuggestRoutes(app, services);
  accountMaterialsRoutes(app, services);
  materialReportsRoutes(app, services);
  titlesRoutes(app, services);
  landingPagesRoutes(app, services);
  landingPublicRoutes(app, services);
  dashboardRoutes(app, services);
  gameAppsRoutes(app, services);
  subPackagesRoutes(app, services);
  ksStarRoutes(app, services);
  nonStreamRoutes(app, services);
  amtPickersRoutes(app, services);
  optimizedGoalsRoutes(app, services);
  eventDebugLogRoutes(app, services);
  conversionBasesRoutes(app, services);
  conversionConfigsRoutes(app, services);
  traditionRoutes(app, services);
  adIdsRoutes(app, services);
  adIdSpendRoutes(app, services);
  reportViewsRoutes(app, services);
  userPreferencesRoutes(app, services);
  smsRoutes(app, services);
  userRoutes(app, services);
  roleRoutes(app, services);
  abilityRoutes(app, services);
  taskRoutes(app, services);
  changesRoutes(app, services);
  mediaAuthRoutes(app, services, { publicUrl: config.media.publicUrl });
  feedBatchRoutes(app, services.feedBatches);
  deliveryUpdateRoutes(app, services.deliveryUpdates);
  objectEditRoutes(app, services.objectEdits);
  autorulesRoutes(app, services.autorules);
  monitoringRoutes(app, services.monitoring.service);
  mediaAccountsRoutes(app, services);
  advertiserPickerRoutes(app, services);
  mediaSyncRoutes(app, services.mediaSync);
  deliveryReportsRoutes(app, services.deliveryReports);
  feedReadRoutes(app, services.feedReads);
}
