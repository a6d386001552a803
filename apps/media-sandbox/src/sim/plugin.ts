import type { Medium } from '@toufang/media-wire';
import type { Random } from '../prng';
import type { ObjectCollection, ObjectId, ObjectRecord } from '../state/collection';
import type { AdvertiserRecord } from '../state/records';
import type { SandboxState } from '../state/state';
import type { Level1Blueprint, Level2Blueprint, WorldBlueprint } from './generator';
import type { Element, LevelSettings } from './model';

// How a medium plugs into the delivery engine: where its level-1 and level-2 objects live, how
// their wire records read as engine settings, and how a generated blueprint becomes wire records.
// Ocean Engine's plugin is media/oceanengine/delivery-plugin.ts; Kuaishou and Tencent add theirs.

// The wire types differ per medium; the engine only passes records back to the plugin.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecord = ObjectRecord<any, ObjectId>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = ObjectCollection<any, any>;

export interface MediumSimPlugin {
  readonly medium: Medium;
  level1(state: SandboxState): AnyCollection;
  level2(state: SandboxState): AnyCollection;
  /** Settings of a level-1 object as they are now. */
  settings1(record: AnyRecord): LevelSettings;
  /**
   * Effective settings of a level-2 object: its own budget, and the schedule and bid that apply
   * (its own, or its parent's); `parent` is undefined for media without a level 1.
   */
  settings2(record: AnyRecord, parent: AnyRecord | undefined): LevelSettings;
  /** The reviewable elements of a level-2 object (materials, titles, landing page …). */
  elements(record: AnyRecord): Element[];
  /** Inserts the wire records of a generated advertiser world; returns their ids in order. */
  materialize(input: MaterializeInput): MaterializedIds;
}

export interface MaterializeInput {
  state: SandboxState;
  advertiser: Readonly<AdvertiserRecord>;
  blueprint: WorldBlueprint;
  random: Random;
}

export interface MaterializedIds {
  level1: { blueprint: Level1Blueprint; id: ObjectId }[];
  level2: { blueprint: Level2Blueprint; id: ObjectId }[];
}
