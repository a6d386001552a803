import type { CreationMedium } from '@toufang/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectResource } from '../../media/media-mirror-types';
import { chunk } from '../../media/oauth-support';
import type { ReadBack } from '../media-sync/advertiser-sync';
import type { CreationReadBack } from './creation-task';
import type { CreationRepository } from './creation.repository';

// Created objects are read back into the mirror at once (ARCHITECTURE §1: the mirror is refreshed
// after every write), so the delivery screen lists them without waiting for the next sync, marked
// as made here: source gad, their author and game.

/**
 * The mirror resource of each level (Tencent v3 has no level 1: its adgroups are ads; the legacy
 * families' campaigns, ads / adgroups and creatives / ads are their own mirror's levels).
 */
const RESOURCES: Record<CreationMedium, { parent: ObjectResource; row: ObjectResource }> = {
  bytedance: { parent: 'campaigns', row: 'ads' },
  kuaishou: { parent: 'campaigns', row: 'ads' },
  tencent: { parent: 'ads', row: 'creatives' },
  bytedance_v2: { parent: 'campaigns', row: 'ads' },
  tencent_v2: { parent: 'campaigns', row: 'ads' },
};

/**
 * The families whose delivery screen shows a created row's file from the medium's library mirror
 * (a Tencent v1.3 ad's cover, report-sources.ts): the files the rows reference are read back too,
 * by the ids creatives reference (Tencent's image and video ids), from the medium's own library.
 */
const READS_LIBRARY: Record<CreationMedium, boolean> = {
  bytedance: false,
  kuaishou: false,
  tencent: true,
  bytedance_v2: false,
  tencent_v2: true,
};

/** Ids one listing filter takes. */
const IDS_MAX = 100;

export function creationReadBack(
  readBack: (
    /** `library`: the medium's own file library, which every family of the medium reads. */
    target: { medium: CreationMedium; advertiserId: string; library?: boolean },
    wanted: ReadBack[],
  ) => Promise<number>,
  markCreated: CreationRepository['markCreated'],
  log: Pick<FastifyBaseLogger, 'warn'>,
): CreationReadBack {
  return async (medium, advertiserId, created, by) => {
    const { parent, row } = RESOURCES[medium];
    const wanted: ReadBack[] = [
      ...chunk(created.parentIds, IDS_MAX).map((ids) => ({ resource: parent, ids })),
      ...chunk(created.rowIds, IDS_MAX).map((ids) => ({ resource: row, ids })),
      ...chunk(created.childIds, IDS_MAX).map((ids) => ({ resource: 'creatives' as const, ids })),
      // An Ocean Engine promotion's materials are the creatives level of the mirror.
      ...(medium === 'bytedance'
        ? chunk(created.rowIds, IDS_MAX).map((parentIds) => ({
            resource: 'creatives' as const,
            parentIds,
          }))
        : []),
    ];
    if (wanted.length === 0) return;
    try {
      await readBack({ medium, advertiserId }, wanted);
      await markCreated(medium, created, by);
    } catch (error) {
      // The objects exist on the medium; the next sync brings them in.
      log.warn({ err: error, medium, advertiserId }, 'reading created objects back failed');
    }
    if (!READS_LIBRARY[medium] || created.fileIds.length === 0) return;
    try {
      const files = chunk(created.fileIds, IDS_MAX).map((ids) => ({
        resource: 'materials' as const,
        ids,
      }));
      await readBack({ medium, advertiserId, library: true }, files);
    } catch (error) {
      log.warn({ err: error, medium, advertiserId }, 'reading created objects’ files back failed');
    }
  };
}
