import type { ObjectResource, ObjectRowsOf } from '../../media/media-mirror-types';
import { ChunkWriter } from './chunk-writer';
import type { SyncStateRow } from './media-sync.repository';
import { throwIfAborted, type ResourceContext, type ResourceDone } from './resource-sync';
import { fullSyncDue, incrementalSince } from './sync-windows';

const OBJECT_KEY: { [R in ObjectResource]: (row: ObjectRowsOf[R]) => string } = {
  campaigns: (r) => r.campaignId,
  ads: (r) => r.adId,
  creatives: (r) => r.creativeId,
  materials: (r) => r.materialId,
};

/**
 * One level's objects of an advertiser, page by page. Incremental from the greatest modify time
 * seen (and the medium's cursor, where an interrupted listing resumes); a full listing when none
 * ran for `fullSyncEveryMs`, after which the objects the medium no longer returned are marked
 * deleted. The modify time advances only when a listing completes: pages come in id order, so a
 * partial listing proves nothing about what changed.
 */
export async function syncObjects<R extends ObjectResource>(
  ctx: ResourceContext,
  resource: R,
  state: SyncStateRow | undefined,
): Promise<ResourceDone> {
  const { repo, clock, settings } = ctx;
  const { advertiserId } = ctx.target;
  const listedFrom = clock.now();
  const seen = state?.lastModifiedAt ?? null;
  // Without a modify time seen there is nothing to be incremental from: list everything.
  const full =
    ctx.full ||
    seen === null ||
    fullSyncDue(state?.lastFullSyncAt ?? null, listedFrom, settings.fullSyncEveryMs);
  const resumedFrom = full ? null : (state?.cursor ?? null);
  let cursor = resumedFrom;
  let newest = seen;
  const writer = new ChunkWriter<ObjectRowsOf[R]>(
    settings.objectChunk,
    OBJECT_KEY[resource],
    (rows) => repo.upsertObjects(resource, rows, clock.now()),
  );
  const pages = ctx.reader.listObjects(resource, ctx.token, advertiserId, {
    modifiedSince: full ? null : incrementalSince(seen, settings.modifiedOverlapMs),
    cursor: resumedFrom,
  });
  try {
    for await (const page of pages) {
      throwIfAborted(ctx.signal);
      for (const row of page.rows) {
        const modified = row.mediumModifiedAt;
        if (modified && (newest === null || modified > newest)) newest = modified;
      }
      await writer.add(page.rows);
      if (page.cursor !== undefined) cursor = page.cursor;
    }
    await writer.flush();
  } catch (error) {
    // An incremental listing resumes next time where this one stopped, once what it read is
    // stored. A full one starts again: rows of an earlier attempt would look unseen.
    if (!full && cursor !== resumedFrom) {
      try {
        await writer.flush();
        await repo.writeState(ctx.source, advertiserId, [resource], { cursor }, clock.now());
      } catch {
        // The listing resumes from the previous cursor instead.
      }
    }
    throw error;
  }
  const removed = full
    ? await repo.markUnseenDeleted(resource, ctx.source, advertiserId, listedFrom, clock.now())
    : 0;
  return {
    patch: {
      // A resumed listing saw only the objects after its cursor: the modify time stays, and the
      // next run reads again everything changed since it.
      lastModifiedAt: resumedFrom === null ? newest : seen,
      cursor,
      ...(full ? { lastFullSyncAt: listedFrom } : {}),
    },
    rows: writer.written,
    removed,
    full,
  };
}
