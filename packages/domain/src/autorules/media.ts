// Automatic rules per medium (spec 001 §2 "Automatic rules", docs/architecture/autorules.md): the
// one engine reads a medium's levels, the actions each level takes and how late its reports are
// from this table. A medium differs by these data only.

export const AUTORULE_MEDIA = ['bytedance', 'kuaishou', 'tencent'] as const;
export type AutoruleMedium = (typeof AUTORULE_MEDIA)[number];

/** 1: the medium's level 1 (project, campaign); 2: its level 2 (promotion, unit, adgroup). */
export type RuleLevel = 1 | 2;

export type RuleActionType =
  'pause' | 'pause_today' | 'enable' | 'budget' | 'bid' | 'notify' | 'create' | 'copy';

/** The creation families (docs/architecture/creation.md) a rule builds objects with. */
export type RuleCreationFamily = 'bytedance' | 'kuaishou' | 'tencent';

export interface AutoruleLevel {
  /** The medium's own level name: the delivery write tables' `level`, the task types' middle. */
  key: string;
  /** The level's Chinese name on the medium's screens. */
  name: string;
  /** The actions the medium's delivery writes take on this level (notify is always possible). */
  actions: readonly RuleActionType[];
  /**
   * 按模板新建: the creation family whose templates and submit build this level's objects, where
   * the level takes the `create` action.
   */
  creationFamily?: RuleCreationFamily;
  /** Which level of that family's creation this level is: its rows, or their parents. */
  creationLevel?: 'row' | 'parent';
  /**
   * 复制优胜广告, where the level takes the `copy` action: the longest name the medium takes for
   * the level's objects (a copy's name is cut to it), and the ability of the delivery screen's
   * own copy where the medium has one (besides the creation family's).
   */
  copy?: { nameMax: number; ability?: string };
}

export interface AutoruleMediumDef {
  medium: AutoruleMedium;
  name: string;
  levels: Partial<Record<RuleLevel, AutoruleLevel>>;
  /**
   * How many hours the medium's report figures (conversions above all) keep arriving after the
   * hour they count: a window ending inside them is flagged, and rules judge on complete hours
   * before them by default.
   */
  reportingLagHours: number;
}

export const AUTORULE_MEDIUM_DEFS: Readonly<Record<AutoruleMedium, AutoruleMediumDef>> = {
  bytedance: {
    medium: 'bytedance',
    name: '巨量引擎',
    levels: {
      1: {
        key: 'project',
        name: '项目',
        actions: ['pause', 'pause_today', 'enable', 'budget', 'bid', 'notify'],
      },
      2: {
        key: 'promotion',
        name: '广告',
        actions: ['pause', 'pause_today', 'enable', 'budget', 'bid', 'notify', 'create', 'copy'],
        creationFamily: 'bytedance',
        creationLevel: 'row',
        // The delivery screen's 复制广告 (spec 001 §4) needs creative:update.
        copy: { nameMax: 50, ability: 'creative:update' },
      },
    },
    reportingLagHours: 2,
  },
  kuaishou: {
    medium: 'kuaishou',
    name: '磁力引擎',
    levels: {
      1: {
        key: 'campaign',
        name: '广告计划',
        actions: ['pause', 'pause_today', 'enable', 'budget', 'notify'],
      },
      2: {
        key: 'unit',
        name: '广告组',
        actions: ['pause', 'pause_today', 'enable', 'budget', 'bid', 'notify', 'create', 'copy'],
        creationFamily: 'kuaishou',
        creationLevel: 'row',
        copy: { nameMax: 100 },
      },
    },
    reportingLagHours: 2,
  },
  tencent: {
    medium: 'tencent',
    name: '腾讯广告',
    // Tencent v3 has no level 1: its adgroups sit directly under the account.
    levels: {
      2: {
        key: 'adgroup',
        name: '广告',
        actions: ['pause', 'pause_today', 'enable', 'budget', 'bid', 'notify', 'create', 'copy'],
        // The creation's adgroups carry its dynamic creatives (its rows).
        creationFamily: 'tencent',
        creationLevel: 'parent',
        // 60 wide characters (adgroup_name ≤ 120 bytes of width).
        copy: { nameMax: 60 },
      },
    },
    reportingLagHours: 3,
  },
};

export const isAutoruleMedium = (value: string): value is AutoruleMedium =>
  (AUTORULE_MEDIA as readonly string[]).includes(value);

/** The level of a medium, or undefined where the medium has none. */
export const autoruleLevel = (
  medium: AutoruleMedium,
  level: RuleLevel,
): AutoruleLevel | undefined => AUTORULE_MEDIUM_DEFS[medium].levels[level];
