import { CREATION_READS } from '@toufang/contracts';
import type { AssetKind } from './asset-kind-types';
import { BYTEDANCE_ASSET_KINDS, type BytedanceAssetKind } from './bytedance-asset-kinds';
import { TENCENT_ASSET_KINDS, type TencentAssetKind } from './tencent-asset-kinds';

// Every kind `AccountAssetPicker` picks, by name: each medium's are data (tencent-asset-kinds.ts,
// bytedance-asset-kinds.ts) of one shape (asset-kind-types.ts), read and shown by the same picker.

export type {
  AssetContext,
  AssetItem,
  AssetKind,
  AssetOption,
  AssetPick,
  AssetPreview,
  AssetSlot,
} from './asset-kind-types';
export { packageRegion, TENCENT_ASSET_KINDS, type TencentAssetKind } from './tencent-asset-kinds';
export { BYTEDANCE_ASSET_KINDS, type BytedanceAssetKind } from './bytedance-asset-kinds';

export type AccountAssetKind = TencentAssetKind | BytedanceAssetKind;

export const ACCOUNT_ASSET_KINDS: Record<AccountAssetKind, AssetKind> = {
  ...TENCENT_ASSET_KINDS,
  ...BYTEDANCE_ASSET_KINDS,
};

/** The `/api` path of a kind's read. */
export const assetPath = (kind: AssetKind) => CREATION_READS[kind.read].path;

/** The medium whose objects a kind picks. */
export const assetMedium = (kind: AssetKind) => CREATION_READS[kind.read].medium;

/** Whether the medium searches the kind's objects by name (its read takes `keyword`). */
export const searchedOnMedium = (kind: AssetKind) =>
  'keyword' in CREATION_READS[kind.read].query.shape;
