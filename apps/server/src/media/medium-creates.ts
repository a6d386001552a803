import type { CreationDraftOf, CreationMedium } from '@toufang/contracts';
import type { TokenSource } from './http/token-provider';

// The creation side of every medium in domain terms (docs/architecture/creation.md): one
// interface, keyed by creation family (a medium or its legacy API), that the creation task calls.
// A level-1 object (project, campaign, adgroup) holds level-2 objects (promotion, ad, unit,
// adgroup, dynamic creative); Kuaishou's units, Ocean Engine v2 ads and Tencent v1.3 adgroups hold
// children, one per material. Names are unique per account on
// every medium (per unit for Kuaishou creatives), so a name is the key a creation is found again
// by: nothing is created twice. Money is integer 分, ids are strings; each adapter maps the draft
// (the wizard's settings, contracts `creation/*`) onto its wire calls.

/** A library file as the medium keeps it in the account, for a creative to reference. */
export interface CreationFile {
  fileId: number;
  name: string;
  kind: 'video' | 'image' | 'image_text';
  /** What creatives reference (video_id / image id, photo_id / image_token); a 图文's first image's. */
  mediaFileId: string;
  /** A 图文's images as the account keeps them, in order, and its text. */
  imageText?: {
    text: string;
    images: { mediaFileId: string; width: number | null; height: number | null }[];
  };
  /** A video's cover chosen on the account (the medium's image id); absent: the medium's own. */
  coverId?: string;
  width: number | null;
  height: number | null;
}

/** A video that is the account's on the medium already (抖音主页视频 by item id, 星图 by video id). */
export interface CreationMediumVideo {
  source: string;
  videoId: string;
  itemId: string | null;
  /** A 图集 (Ocean Engine `carousel_material_list`) by its id. */
  carouselId?: string;
  /** The frame the medium gives instead of a size (a 星广任务视频). */
  vertical?: boolean;
  width: number | null;
  height: number | null;
}

export interface NewParent {
  name: string;
  enabled: boolean;
  /** Null: not set on this level (or 不限). */
  budgetFen: number | null;
  bidFen: number | null;
}

export interface NewRow {
  name: string;
  enabled: boolean;
  materials: CreationFile[];
  /** Videos already on the account (Ocean Engine 媒体素材): sent by the medium's ids. */
  mediumVideos?: CreationMediumVideo[];
  titles: string[];
  budgetFen: number | null;
  bidFen: number | null;
  /** Kuaishou creatives' names, one per material; empty elsewhere. */
  childNames: string[];
}

/** A level-2 object found on the medium by its name. */
export interface FoundRow {
  id: string;
  parentId: string | null;
}

export interface MediumCreates<M extends CreationMedium = CreationMedium> {
  readonly medium: M;
  /** The rate-limit buckets the creation calls for the advertiser draw from. */
  limiterKeys(advertiserId: string): string[];
  /** The live level-1 object named exactly `name`. */
  findParent(token: TokenSource, advertiserId: string, name: string): Promise<string | null>;
  createParent(
    token: TokenSource,
    advertiserId: string,
    draft: CreationDraftOf<M>,
    parent: NewParent,
  ): Promise<string>;
  /** The live level-2 object named exactly `name` in the account. */
  findRow(token: TokenSource, advertiserId: string, name: string): Promise<FoundRow | null>;
  createRow(
    token: TokenSource,
    advertiserId: string,
    draft: CreationDraftOf<M>,
    parentId: string,
    row: NewRow,
  ): Promise<string>;
  /**
   * Creates the row's children the medium does not have yet (matched by name under the row);
   * answers every child's id in the order of `row.childNames`. Absent where a row has none.
   */
  ensureChildren?(
    token: TokenSource,
    advertiserId: string,
    draft: CreationDraftOf<M>,
    rowId: string,
    row: NewRow,
  ): Promise<string[]>;
}

/** One creation adapter per creation family (`CREATION_MEDIA`). */
export type MediumCreatesByMedium = { readonly [M in CreationMedium]: MediumCreates<M> };

/** The orientation the media name image modes and video types by. */
export const isVertical = (f: Pick<CreationFile, 'width' | 'height'>) =>
  (f.height ?? 0) > (f.width ?? 0);

/** Yuan with two decimals, as Ocean Engine takes money. */
export const yuanOf = (fen: number | null): number | undefined =>
  fen === null ? undefined : Math.round(fen) / 100;
