import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { access } from './http/access';
import { ok } from './http/envelope';
import { abilityRoutes } from './modules/abilities/abilities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { changesRoutes } from './modules/changes/changes.routes';
import { configDataRoutes } from './modules/config-data/config-data.routes';
import { feedBatchRoutes } from './modules/feed-batches/feed-batches.routes';
import { feedUpdateRoutes } from './modules/feed-updates/feed-updates.routes';
import { feedReportsRoutes } from './modules/feed-reports/feed-reports.routes';
import { advertiserPickerRoutes } from './modules/media-accounts/advertiser-picker.routes';
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
  reportViewsRoutes(app, services);
  userPreferencesRoutes(app, services);
  smsRoutes(app, services);
  userRoutes(app, services);
  roleRoutes(app, services);
  abilityRoutes(app, services);
  taskRoutes(app, services);
  changesRoutes(app, services);
  mediaAuthRoutes(app, services, { publicUrl: config.media.publicUrl });
  feedBatchRoutes(app, services);
  feedUpdateRoutes(app, services, database);
  mediaAccountsRoutes(app, services);
  advertiserPickerRoutes(app, services);
  mediaSyncRoutes(app, services, database);
  feedReportsRoutes(app, services, database);
}
