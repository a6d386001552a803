import type { oceanengine } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';

// The domain shapes of Ocean Engine's promotion and project writes (writes.ts) and of their
// mapping from and to the wire (write-mapping.ts).

export interface PromotionState {
  id: string;
  projectId: string | null;
  name: string | null;
  optStatus: OptStatus | null;
  /** The medium's status (`OK`, `AUDIT`, `DELETED` …) as the mirror keeps it. */
  rawStatus: string | null;
  status: DomainStatus;
  deleted: boolean;
}

export interface ProjectState {
  id: string;
  name: string | null;
  optStatus: OptStatus | null;
  rawStatus: string | null;
  status: DomainStatus;
  deleted: boolean;
}

/** A promotion to create. Money in 分; the name (1–50, unique among the account's live promotions) is its key. */
export interface NewPromotion {
  projectId: string;
  name: string;
  /** ENABLE by default (the medium's `operation`). */
  optStatus?: OptStatus;
  /** `itemId`: a 抖音主页视频 (媒体素材) sent by its item id. */
  videos?: { imageMode: string; videoId: string; coverId?: string; itemId?: string }[];
  images?: { imageMode: string; imageIds: string[] }[];
  /** 图集 of the account (媒体素材) by their ids. */
  carousels?: { carouselId: string }[];
  titles?: string[];
  callToActions?: string[];
  externalUrls?: string[];
  /** Creative components (推广卡片 …) by id. */
  componentIds?: string[];
  /** The 抖音号 the promotion shows as. */
  awemeId?: string;
  /** 原生锚点 of the account the promotion links (the medium's native SELECT). */
  anchors?: { anchorId: string; anchorType: oceanengine.PromotionAnchorType }[];
  /** 试玩素材 by the address the playable read gives. */
  playableUrls?: string[];
  /** One of the account's CDP brands (`cdp/brand`), sent as brand_info. */
  brand?: { cdpBrandId: string; cdpBrandName: string };
  /** The auto-generate config of its derived creatives (衍生创意), made for it just before. */
  autoGenerateConfigId?: string;
  /** 1–10 characters; required by LINK and MICRO_GAME projects. */
  source?: string;
  budgetFen?: number;
  cpaBidFen?: number;
  deepCpaBidFen?: number;
  roiGoal?: number;
}
