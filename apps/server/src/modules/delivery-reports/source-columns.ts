import { LEVEL_TABLES } from '../../lib/level-tables';
import {
  DELIVERY_LEVEL,
  type DeliveryLevel,
  type Medium,
  type MirrorSource,
} from '../../lib/media-mirror';

// What a report source is (report-sources.ts) and the pieces the sources are made of: the object
// table (aliased `o`), its id column, its stats level, its joins and the columns its rows show.
// Identifiers and our own constants only; values are always bound parameters
// (delivery-reports.repository.ts).

export type ReportTable = 'advertisers' | 'campaigns' | 'ads' | 'creatives';

/** Which row the mapper makes: the launchV3 rows (feed-report-rows) or the neutral object row. */
export type RowShape = 'account' | 'project' | 'promotion' | 'material' | 'object';

export interface ReportSource {
  /** The mirror source these objects and their stats are kept under (a medium or its legacy family). */
  medium: MirrorSource;
  /** The medium whose advertisers these are: their data scope, accounts and re-sync. */
  accounts: Medium;
  table: ReportTable;
  id: string;
  level: DeliveryLevel;
  /** When the object was made: the create-time sort and the create-date filter. */
  created: string;
  /** Joins of the page's outer select (names, parents, files). */
  joins: string;
  /** The row's columns, read by report-rows.mapper.ts. */
  columns: string;
  row: RowShape;
  /** Besides name and id, what a keyword matches: the account's alias, the material's name. */
  keyword?: 'alias' | 'material';
}

export { LEVEL_TABLES };

/** A timestamp as the medium writes it, in its time zone (Asia/Shanghai). */
export const wireTime = (column: string) =>
  `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

export const advertiserJoin = (accounts: Medium) =>
  `left join advertisers a on a.medium = '${accounts}' and a.advertiser_id = o.advertiser_id`;
export const GAME_JOIN = 'left join games g on g.id = o.game_id';
/**
 * An object's game: its own where it has one, else its account's (the media know no game; the
 * account → game mapping of the accounts page is what an operator assigned).
 */
export const OBJECT_GAME_JOIN = 'left join games g on g.id = coalesce(o.game_id, a.game_id)';
export const GAME_COLUMNS = 'g.gad_cfg_game_id, g.game_name';

export const OBJECT_COLUMNS = [
  'o.name',
  'o.advertiser_id',
  'a.name as advertiser_name',
  'o.raw_status',
  'o.status',
  'o.opt_status',
  'o.source',
  'o.designer_id',
  GAME_COLUMNS,
  `${wireTime('o.medium_created_at')} as create_time`,
  `${wireTime('o.synced_at')} as sync_time`,
];

export const SETTING_COLUMNS = [
  'o.budget_mode',
  'o.budget::float8 as budget',
  'o.cpa_bid::float8 as cpa_bid',
  'o.bid::float8 as bid',
  'o.deep_bid::float8 as deep_bid',
  'o.roi_goal::float8 as roi_goal',
];

/** An account tab of a medium: its advertisers (shared by the medium's screens). */
export function accountSource(accounts: Medium): ReportSource {
  return {
    medium: accounts,
    accounts,
    table: 'advertisers',
    id: 'advertiser_id',
    level: DELIVERY_LEVEL.advertiser,
    created: 'created_at',
    joins: GAME_JOIN,
    columns: [
      'o.name',
      'o.alias',
      'o.note',
      'o.budget_mode',
      'o.budget::float8 as budget',
      'o.balance::float8 as balance',
      GAME_COLUMNS,
      `${wireTime('o.synced_at')} as sync_time`,
    ].join(', '),
    row: 'account',
    keyword: 'alias',
  };
}

/** Prefix of the columns a neutral row carries in `extra`. */
export const EXTRA_PREFIX = 'x__';

interface ObjectSourceSpec {
  medium: MirrorSource;
  accounts: Medium;
  level: 1 | 2 | 3;
  /** The medium's own values a row shows (`extra`), as SQL over `o` and its parents `p`, `pr`. */
  extra?: Readonly<Record<string, string>>;
  /**
   * Besides its own status (the domain's `hasAuditAdvice`), what offers a row's audit advice, as
   * SQL over `o`: a denied child (a campaign's units) or a legacy family's derived status.
   */
  denied?: string;
}

/** A tab of a medium's objects of one level as the neutral object row. */
export function objectSource(spec: ObjectSourceSpec): ReportSource {
  const { medium, accounts, level } = spec;
  const { table, id } = LEVEL_TABLES[level];
  const parents: string[] = [];
  const parentColumns: string[] = [];
  if (level > 1) {
    parents.push(
      `left join campaigns p on p.medium = '${medium}' and p.campaign_id = o.campaign_id`,
    );
    parentColumns.push('o.campaign_id', 'p.name as campaign_name');
  }
  if (level === 3) {
    parents.push(`left join ads pr on pr.medium = '${medium}' and pr.ad_id = o.ad_id`);
    parentColumns.push('o.ad_id', 'pr.name as ad_name', 'o.material_id', 'o.material_type');
  }
  const settings =
    level === 3
      ? []
      : [
          ...SETTING_COLUMNS,
          'o.pricing',
          'o.convert_type',
          'o.deep_external_action',
          'o.marketing_goal',
          'o.ad_type',
          'o.platform',
          'o.start_date::text as start_date',
          'o.end_date::text as end_date',
          'o.schedule_time',
        ];
  const extra = Object.entries(spec.extra ?? {}).map(
    ([key, expression]) => `(${expression})::text as ${EXTRA_PREFIX}${key}`,
  );
  return {
    medium,
    accounts,
    table,
    id,
    level,
    created: 'medium_created_at',
    joins: [advertiserJoin(accounts), OBJECT_GAME_JOIN, ...parents].join(' '),
    columns: [
      ...OBJECT_COLUMNS,
      ...settings,
      ...parentColumns,
      ...extra,
      `coalesce(${spec.denied ?? 'false'}, false) as denied`,
    ].join(', '),
    row: 'object',
  };
}
