import type {
  AccountReportRow,
  DeliveryObjectRow,
  DeliveryScreenDef,
  DeliveryTabDef,
  ReportFilterDef,
} from '@toufang/contracts';
import { DEFAULT_REPORT_FIELDS, levelIdKey, REPORT_FIELDS } from '@toufang/contracts';
import {
  CONFIRM_DELETE_RECORD_MESSAGE,
  familyOf,
  MEDIA_STATUSES,
  ROW_HEIGHTS,
} from '@toufang/domain';
import type { DeliveryFamily } from '@toufang/domain';
import { accountEditRow } from './account-edit-row';
import { accountColumns } from './columns/account-columns';
import type { AdviceSource } from './components/advice-source';
import {
  objectColumns,
  objectKey,
  showsMaterial,
  type ObjectColumnSpec,
} from './columns/object-columns';
import { defineTab } from './delivery-definition';
import type { DeliveryDefinition, TabDefinition } from './delivery-definition';
import { budgetModeOf } from './edit/edit-row';
import type { EditLevel, EditRow } from './edit/edit-row';
import type { EditWrites } from './edit/edit-tab';
import { CREATE_DATE_FILTER, REPORT_DATE_FILTER } from './filters/filter-def';
import { mediumWrites } from './medium-writes';
import type { FilterDef } from './filters/filter-def';

// A medium's screen built from the contracts' table of screens (DELIVERY_SCREENS: tabs, titles,
// levels, abilities, report paths and filters), its write paths (medium-writes.ts) and the
// medium's own data (columns, rules level, deletes): the Kuaishou and Tencent definitions are these
// data only.

/**
 * What a medium's object tab (levels 1–3) adds to the contracts' tab; writes name its rows by the
 * contracts' id key of its level (campaign_id, unit_id…).
 */
export interface ObjectTabData {
  columns: readonly ObjectColumnSpec[];
  /** The level of the domain's rules (statuses, limits): project 1, promotion 2, material 3. */
  rules: Exclude<EditLevel, 'account'>;
  /** The medium deletes the tab's objects by a status value (the row and batch 删除). */
  deletes?: boolean;
  keywordPlaceholder: string;
  /** Where a denied row's 审核建议 comes from. */
  advice?: AdviceSource;
}

export interface ObjectScreenData {
  screen: DeliveryScreenDef;
  /** The screen's title (export file names). */
  title: string;
  /** Each object tab's data, by tab key. */
  tabs: Readonly<Record<string, ObjectTabData>>;
  presetParams?: Readonly<Record<string, string>>;
  /** The creation wizard the create action of a tab opens. */
  wizardPath?: string;
  /** The account tab's writes where the medium's table has none (the feed's own account budget). */
  accountWrites?: ReturnType<typeof mediumWrites>;
}

/** Filters the picker shows as the status select: the medium's status values. */
const STATUS_KEYS: ReadonlySet<string> = new Set(['status', 'system_status']);

/** A status filter's values and labels: its own options, else the family's labels of the level. */
function statusValues(
  filter: ReportFilterDef,
  levelLabels: Readonly<Record<string, string>>,
): { values: string[]; label: (value: string) => string } {
  const labels = new Map(
    filter.options && filter.options.length > 0
      ? filter.options.map((option) => [option.value, option.label])
      : Object.entries(levelLabels),
  );
  return { values: [...labels.keys()], label: (value) => labels.get(value) ?? value };
}

/**
 * The picker's filters of a tab from its report filters: those with options, in their order, and
 * the status filter, whose values are the family's status labels of the tab's level where the
 * filter lists none (the medium's own values, as the status column shows them).
 */
function pickerFilters(
  tab: DeliveryTabDef,
  levelLabels: Readonly<Record<string, string>> = {},
): FilterDef[] {
  if (tab.level === 0) {
    return [
      { kind: 'keyword', body: 'keyword' },
      { kind: 'game', body: 'gad_cfg_game_id' },
      REPORT_DATE_FILTER,
    ];
  }
  const status = tab.filters.filter(
    (filter) => STATUS_KEYS.has(filter.key) && statusValues(filter, levelLabels).values.length > 0,
  );
  const choices = tab.filters.filter(
    (filter) =>
      filter.kind !== 'ids' && (filter.options?.length ?? 0) > 0 && !STATUS_KEYS.has(filter.key),
  );
  return [
    { kind: 'keyword', body: 'keyword' },
    { kind: 'game', body: 'gad_cfg_game_id' },
    ...(tab.filters.some((filter) => filter.key === 'designer')
      ? [{ kind: 'designer', body: 'designer' } as const]
      : []),
    { kind: 'advertiser', body: 'advertiser_ids' },
    ...status.map((filter): FilterDef => ({
      kind: 'status',
      body: filter.key,
      ...statusValues(filter, levelLabels),
    })),
    CREATE_DATE_FILTER,
    REPORT_DATE_FILTER,
    ...choices.map((filter): FilterDef => ({
      kind: 'choice',
      body: filter.key,
      label: filter.label,
      options: filter.options ?? [],
    })),
  ];
}

/** The body key a tab's rows are filtered by ids of `level` (a drill-down or a batch query). */
function idsKey(tab: DeliveryTabDef, level: number): string | undefined {
  if (level === 0) return 'advertiser_ids';
  return tab.filters.find((filter) => filter.kind === 'ids' && filter.level === level)?.key;
}

/** A neutral report row as the edit dialogs take it. */
function objectEditRow(row: DeliveryObjectRow): EditRow {
  return {
    key: row.id,
    id: row.id,
    name: row.name,
    advertiser_id: row.advertiser_id,
    project_id: row.campaign?.id ?? null,
    promotion_id: row.ad?.id ?? null,
    budget_mode: budgetModeOf(row.budget.budget_mode),
    budget: row.budget.budget,
    cpa_bid: row.cpa_bid,
    bid: row.bid,
    deep_cpabid: row.deep_bid,
    roi_goal: row.roi_goal,
    start_time: row.start_date,
    end_time: row.end_date,
    schedule_time: row.schedule_time,
    pricing: row.pricing,
    material_opt_status: row.opt_status,
  };
}

/** What every tab takes from the contracts' tab as it is. */
function tabBase(tab: DeliveryTabDef, levelLabels?: Readonly<Record<string, string>>) {
  return {
    key: tab.key,
    title: tab.title,
    level: tab.level,
    abilities: tab.abilities,
    reportPath: tab.paths.report,
    exportPath: tab.paths.export,
    filters: pickerFilters(tab, levelLabels),
  };
}

/** The 账户 tab of every screen: the medium's accounts, their day budget, drilling to `next`. */
export function accountTab(
  tab: DeliveryTabDef,
  next: DeliveryTabDef | undefined,
  writes: Omit<EditWrites, 'level' | 'keyFields'>,
): TabDefinition {
  return defineTab<AccountReportRow>({
    ...tabBase(tab),
    rowKey: (row) => row.advertiser_id,
    rowHeight: ROW_HEIGHTS.account,
    ...(next ? { drillKey: idsKey(next, 0) } : {}),
    batchQueries: [{ mode: 'id', body: 'advertiser_ids' }],
    columns: accountColumns,
    keywordPlaceholder: '账户名称或ID',
    editRow: accountEditRow,
    historyTarget: (row) => ({
      objectType: 'advertiser',
      objectId: row.advertiser_id,
      name: row.advertiser_name,
    }),
    edit: {
      ...writes,
      level: 'account',
      keyFields: (row) => ({ advertiser_id: row.advertiser_id }),
    },
  });
}

function objectTab(
  family: DeliveryFamily,
  tab: DeliveryTabDef,
  next: DeliveryTabDef | undefined,
  data: ObjectTabData,
): TabDefinition {
  const drillKey = next ? idsKey(next, tab.level) : undefined;
  const ownIds = idsKey(tab, tab.level);
  return defineTab<DeliveryObjectRow>({
    ...tabBase(tab, MEDIA_STATUSES[family].labels[data.rules]),
    rowKey: objectKey,
    rowHeight: showsMaterial(data.columns) ? ROW_HEIGHTS.material : ROW_HEIGHTS.promotion,
    ...(drillKey ? { drillKey } : {}),
    ...(data.deletes ? { deleteRow: { confirm: CONFIRM_DELETE_RECORD_MESSAGE } } : {}),
    batchQueries: ownIds ? [{ mode: 'id', body: ownIds }] : [],
    columns: objectColumns(data.columns, family),
    keywordPlaceholder: data.keywordPlaceholder,
    editRow: objectEditRow,
    historyTarget: (row) => ({ objectType: tab.key, objectId: row.id, name: row.name }),
    ...(data.advice ? { advice: data.advice } : {}),
    edit: {
      ...mediumWrites(family, tab.key, data.rules, data.deletes),
      level: data.rules,
      keyFields: (row) => ({ advertiser_id: row.advertiser_id, [levelIdKey(tab.key)]: row.id }),
    },
  });
}

/** A medium's delivery screen: the contracts' tabs in order, each with the medium's data. */
export function objectScreen(data: ObjectScreenData): DeliveryDefinition {
  const { screen } = data;
  const tabs = screen.tabs.map((tab, index) => {
    const next = screen.tabs[index + 1];
    if (tab.level === 0)
      return accountTab(
        tab,
        next,
        data.accountWrites ?? mediumWrites(screen.medium, 'advertiser', 'account'),
      );
    const tabData = data.tabs[tab.key];
    if (tabData === undefined)
      throw new Error(`${screen.screen} has no data for its ${tab.key} tab`);
    return objectTab(familyOf(screen), tab, next, tabData);
  });
  return {
    screen: screen.screen,
    title: data.title,
    medium: screen.medium,
    family: familyOf(screen),
    tabs,
    fields: REPORT_FIELDS,
    defaultFields: DEFAULT_REPORT_FIELDS,
    ...(data.presetParams ? { presetParams: data.presetParams } : {}),
    ...(data.wizardPath ? { wizardPath: data.wizardPath } : {}),
  };
}
