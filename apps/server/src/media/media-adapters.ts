import { createBytedanceLegacyCreates } from './bytedance/legacy-creates';
import { BYTEDANCE_CREATION_WRITES } from './bytedance/creation-writes';
import type { CreationWriteCalls } from './creation-writes';
import { createTencentLegacyCreates } from './tencent/legacy-creates';
import { tencent } from '@toufang/media-wire';
import type { LegacySource, Medium, MirrorSource } from '../lib/media-mirror';
import { createAppCentre, type MediaAppCentre } from './app-centre';
import { BYTEDANCE_APP_CENTRE } from './bytedance/app-centre';
import { KUAISHOU_APP_CENTRE } from './kuaishou/app-centre';
import { TENCENT_APP_CENTRE } from './tencent/app-centre';
import { createBytedanceCreates } from './bytedance/creates';
import { createBytedanceDeliveryWrites } from './bytedance/delivery-writes';
import { createBytedanceLegacyDeliveryWrites } from './bytedance/legacy-delivery-writes';
import { createBytedanceLegacyMirrorReader } from './bytedance/legacy-mirror-reader';
import { createBytedanceMirrorReader } from './bytedance/mirror-reader';
import { createBytedanceOauth } from './bytedance/oauth';
import { BYTEDANCE_UPLOADS } from './bytedance/uploads';
import { createKuaishouCreates } from './kuaishou/creates';
import { createKuaishouDeliveryWrites } from './kuaishou/delivery-writes';
import { createKuaishouMirrorReader } from './kuaishou/mirror-reader';
import { createKuaishouOauth } from './kuaishou/oauth';
import { KUAISHOU_UPLOADS } from './kuaishou/uploads';
import type { AdapterDeps, MediaAdapter } from './media-adapter';
import type { MediaMirrorReader, MirrorReader } from './media-mirror-types';
import type { MediumCreatesByMedium } from './medium-creates';
import type { MediumWrites } from './medium-writes';
import { createTencentCreates } from './tencent/creates';
import { createTencentDeliveryWrites } from './tencent/delivery-writes';
import { createTencentLegacyDeliveryWrites } from './tencent/legacy-delivery-writes';
import { createTencentLegacyMirrorReader } from './tencent/legacy-mirror-reader';
import { createTencentMirrorReader } from './tencent/mirror-reader';
import { createTencentOauth } from './tencent/oauth';
import { ReportPacer } from './tencent/report-reading';
import { TENCENT_UPLOADS } from './tencent/uploads';
import type { CreationReadCalls } from './creation-reads';
import { BYTEDANCE_CREATION_READS } from './bytedance/creation-reads';
import { KUAISHOU_CREATION_READS } from './kuaishou/creation-reads';
import { TENCENT_CREATION_READS } from './tencent/creation-reads';
import { createMediaUploads } from './upload-call';

/** One adapter per medium over the shared client (ARCHITECTURE §6). */
export function createMediaAdapters(deps: AdapterDeps): Record<Medium, MediaAdapter> {
  return {
    bytedance: {
      ...createBytedanceOauth(deps),
      ...createMediaUploads(deps.client, BYTEDANCE_UPLOADS),
    },
    kuaishou: {
      ...createKuaishouOauth(deps),
      ...createMediaUploads(deps.client, KUAISHOU_UPLOADS),
    },
    tencent: { ...createTencentOauth(deps), ...createMediaUploads(deps.client, TENCENT_UPLOADS) },
  };
}

/** Every mirror source's reader: each medium's (which also reads the account) and each legacy family's. */
export type MirrorReaders = Readonly<
  Record<Medium, MediaMirrorReader> & Record<LegacySource, MirrorReader>
>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The object and report reads of every mirror source (the sync jobs' side) over the shared client. */
export function createMirrorReaders(deps: AdapterDeps): MirrorReaders {
  // Tencent's report limit counts v3 and v1.3 calls of an account and level together.
  const pacer = new ReportPacer(tencent.REPORT_ROWS_PER_SECOND * 0.8, wait);
  return {
    bytedance: createBytedanceMirrorReader(deps),
    kuaishou: createKuaishouMirrorReader(deps),
    tencent: createTencentMirrorReader(deps, { pacer }),
    bytedance_v2: createBytedanceLegacyMirrorReader(deps),
    tencent_v2: createTencentLegacyMirrorReader(deps, { pacer }),
  };
}

/**
 * The delivery writes of every mirror source — each medium's and each legacy family's (the write
 * task types' side) — over the shared client.
 */
export function createDeliveryWrites(
  deps: AdapterDeps,
): Partial<Record<MirrorSource, MediumWrites>> {
  return {
    bytedance: createBytedanceDeliveryWrites(deps),
    kuaishou: createKuaishouDeliveryWrites(deps),
    tencent: createTencentDeliveryWrites(deps),
    bytedance_v2: createBytedanceLegacyDeliveryWrites(deps),
    tencent_v2: createTencentLegacyDeliveryWrites(deps),
  };
}

/** Every medium's app centre (应用管理 / 应用中心 / 推广目标) over the shared client. */
export function createAppCentres(deps: AdapterDeps): Record<Medium, MediaAppCentre> {
  return {
    bytedance: createAppCentre(deps.client, BYTEDANCE_APP_CENTRE),
    kuaishou: createAppCentre(deps.client, KUAISHOU_APP_CENTRE),
    tencent: createAppCentre(deps.client, TENCENT_APP_CENTRE),
  };
}

/** Every medium's creations (the creation task's side of the adapters) over the shared client. */
export function createMediumCreates(deps: AdapterDeps): MediumCreatesByMedium {
  return {
    bytedance: createBytedanceCreates(deps),
    kuaishou: createKuaishouCreates(deps),
    tencent: createTencentCreates(deps),
    bytedance_v2: createBytedanceLegacyCreates(deps),
    tencent_v2: createTencentLegacyCreates(deps),
  };
}

/** The creation wizards' supporting reads of every medium (media/creation-reads.ts). */
export const CREATION_READ_CALLS: CreationReadCalls = {
  ...BYTEDANCE_CREATION_READS,
  ...KUAISHOU_CREATION_READS,
  ...TENCENT_CREATION_READS,
};

/** The creation wizards' supporting writes of every medium (media/creation-writes.ts). */
export const CREATION_WRITE_CALLS: CreationWriteCalls = { ...BYTEDANCE_CREATION_WRITES };
