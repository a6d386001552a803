import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Services } from '../../services';
import { mediaSyncOf } from '../media-sync/media-sync.wiring';
import { FeedReadRepository } from './feed-read.repository';
import { FeedReadService } from './feed-read.service';
import { FeedReportsRepository } from './feed-reports.repository';
import { FeedReportsService } from './feed-reports.service';

/** The service over the app's database, re-syncing through this process's media sync. */
export function feedReportsOf(services: Services, database: Database, app: FastifyInstance) {
  const repo = new FeedReportsRepository(services.db);
  return new FeedReportsService({
    repo,
    accounts: services.mediaAccounts,
    clock: services.clock,
    refresh: async (viewer, advertiserIds) => {
      if (advertiserIds.length === 0) return { advertisers: 0, succeeded: 0, failed: 0 };
      const run = await mediaSyncOf(services, database, app.log).run({
        trigger: 'manual',
        medium: 'bytedance',
        only: [{ medium: 'bytedance', advertiserIds }],
        createdBy: viewer.userId,
      });
      return { advertisers: run.total, succeeded: run.succeeded, failed: run.failed };
    },
  });
}

export const feedReadsOf = (services: Services) =>
  new FeedReadService(new FeedReadRepository(services.db), services.mediaAccounts);
