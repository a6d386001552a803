import type { CreationDraft, CreationMedium } from '@toufang/contracts';

// What a creation task holds (docs/architecture/creation.md): the draft in the task's params, one
// item per level-2 object with everything needed to create it and its level-1 parent.

/** A library file a creation pushes first when the account does not have it. */
export interface CreationItemFile {
  fileId: number;
  name: string;
  kind: 'video' | 'image' | 'image_text';
  format: string;
  md5: string;
  sha256: string;
  width: number | null;
  height: number | null;
  /** A 图文's images (each pushed like an image) and its text. */
  imageText?: { text: string; images: CreationItemImage[] };
}

/** One image of a 图文, as the library kept it when the 图文 was made. */
export interface CreationItemImage {
  fileId: number;
  name: string;
  format: string;
  md5: string;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** A video already on the account (Ocean Engine 媒体素材), referenced by the medium's ids. */
export interface CreationItemMediumVideo {
  source: string;
  videoId: string;
  itemId: string | null;
  /** A 图集 by its carousel id. */
  carouselId?: string;
  /** The frame the medium gives instead of a size (a 星广任务视频). */
  vertical?: boolean;
  name: string;
  width: number | null;
  height: number | null;
}

export interface CreationItemRequest {
  /** The preview row's key (`advertiser:parent:row`). */
  key: string;
  parentKey: string;
  parentName: string;
  name: string;
  childNames: string[];
  files: CreationItemFile[];
  /** The medium's own videos of the row (none pushed); absent on items made before them. */
  mediumVideos?: CreationItemMediumVideo[];
  titles: string[];
  /** 分, on the level the medium sets them; null when not set there. */
  parentBudgetFen: number | null;
  parentBidFen: number | null;
  rowBudgetFen: number | null;
  rowBidFen: number | null;
  parentEnabled: boolean;
  rowEnabled: boolean;
}

export interface CreationItemResult {
  parent_id: string;
  object_id: string;
  child_ids: string[];
}

export interface CreationTaskParams {
  config_id: string;
  medium: CreationMedium;
  draft: CreationDraft;
}

/** The task type of a medium's creations: `${medium}.${level-1}.batch_create`. */
export const CREATION_TASK_TYPES: Record<CreationMedium, string> = {
  bytedance: 'bytedance.project.batch_create',
  kuaishou: 'kuaishou.campaign.batch_create',
  tencent: 'tencent.adgroup.batch_create',
  bytedance_v2: 'bytedance_v2.campaign.batch_create',
  tencent_v2: 'tencent_v2.campaign.batch_create',
};
