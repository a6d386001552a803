import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Services } from '../../services';
import { mediaSyncOf } from '../media-sync/media-sync.wiring';
import { FeedReadRepository } from './feed-read.repository';
import { FeedReadService } from './feed-read.service';
import { FeedReportsRepository } from './feed-reports.repository';
import { FeedReportsService } from './feed-reports.service';
import { RefreshCoalescer } from './refresh-coalescer';

/** One coalescer per process, as there is one media sync per process. */
const coalescers = new WeakMap<Services, RefreshCoalescer>();

function coalescerOf(services: Services, database: Database, app: FastifyInstance) {
  let coalescer = coalescers.get(services);
  if (!coalescer) {
    coalescer = new RefreshCoalescer(async (userId, advertiserIds) => {
      const run = await mediaSyncOf(services, database, app.log).run({
        trigger: 'manual',
        medium: 'bytedance',
        only: [{ medium: 'bytedance', advertiserIds }],
        createdBy: userId,
      });
      return { advertisers: run.total, succeeded: run.succeeded, failed: run.failed };
    });
    coalescers.set(services, coalescer);
  }
  return coalescer;
}

/** The service over the app's database, re-syncing through this process's media sync. */
export function feedReportsOf(services: Services, database: Database, app: FastifyInstance) {
  const repo = new FeedReportsRepository(services.db);
  return new FeedReportsService({
    repo,
    accounts: services.mediaAccounts,
    clock: services.clock,
    refresh: async (viewer, advertiserIds) => {
      if (advertiserIds.length === 0) return { advertisers: 0, succeeded: 0, failed: 0 };
      return coalescerOf(services, database, app).refresh(viewer.userId, advertiserIds);
    },
  });
}

export const feedReadsOf = (services: Services) =>
  new FeedReadService(new FeedReadRepository(services.db), services.mediaAccounts);
