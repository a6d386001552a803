import { createPromotionCopier } from './bytedance/promotion-copier';
import { createPromotionCopyReader } from './bytedance/promotion-copy';
import { createBytedanceWrites } from './bytedance/writes';
import { createKuaishouUnitCopy } from './kuaishou/unit-copy';
import type { AdapterDeps } from './media-adapter';
import type { MediumObjectCopies } from './object-copy';
import { createTencentAdgroupCopy } from './tencent/adgroup-copy';

/** Each medium's copy of its level-2 objects (object-copy.ts). */
export function createObjectCopies(deps: AdapterDeps): MediumObjectCopies {
  return {
    bytedance: createPromotionCopier(createPromotionCopyReader(deps), createBytedanceWrites(deps)),
    kuaishou: createKuaishouUnitCopy(deps),
    tencent: createTencentAdgroupCopy(deps),
  };
}
