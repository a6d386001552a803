import type { FeedUpdateAnswer, MediumKey, ReportFieldDef, TabAbilities } from '@toufang/contracts';
import type { DeliveryFamily } from '@toufang/domain';
import type { Key } from 'react';
import type { AdviceSource, AuditAdviceTarget } from './components/advice-source';
import type { EditTab, EditWrites } from './edit/edit-tab';
import type { EditRow } from './edit/edit-row';
import type { BatchQueryDef } from './filters/batch-query-filter';
import type { AnyBody, FilterDef } from './filters/filter-def';
import type { ParentFilter } from './filters/parent-filter';
import type { GridColumn } from './grid/grid-column';
import type { HistoryTarget } from './history/history-target';

/** A row of any tab as the generic table handles it; each tab's columns know their own type. */
export type DeliveryRow = object;

/** A tab's key: the report's and the saved columns' tab (account, project, unit…). */
export type DeliveryTab = string;

/** What the entity columns of a tab can do from a cell. */
export interface ColumnContext<Row extends DeliveryRow = DeliveryRow> {
  /** Opens the next tab filtered by this row (drill-down). */
  drill: (parent: Pick<ParentFilter, 'id' | 'name'>) => void;
  /** The title of the tab a drill-down opens (项目, 广告组…). */
  drillTitle: string | undefined;
  /** The user may use the tab's switches (the table's switch ability). */
  canSwitch: boolean;
  /** The user may delete the tab's rows (the table's delete ability). */
  canDelete: boolean;
  switchRow: (row: Row, optStatus: 'ENABLE' | 'DISABLE') => void;
  /** The row whose switch is saving. */
  pendingKey: Key | undefined;
  /** The tab has an advice source and the user may read it (the advice ability). */
  canAdvise: boolean;
  openAdvice: (target: AuditAdviceTarget) => void;
  deleteRow: (row: Row) => void;
  preview: (row: Row) => void;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * One tab of a delivery screen: what it lists, how its body is built, what its rows are for the
 * edit tools and the history, and which writes its batch tools send.
 */
export interface TabDefinition<Row extends DeliveryRow = DeliveryRow, Body = AnyBody> {
  key: DeliveryTab;
  /** The tab's title, and the name of its objects in dialogs and tags (账户, 项目, 广告组…). */
  title: string;
  /** The mirror level: 0 account, 1 campaigns, 2 ads, 3 creatives, 4 materials. */
  level: number;
  /** The ability of each action of the tab (spec 001 §6): its list, switch, delete, edits. */
  abilities: TabAbilities;
  /** The report call and its export, under /api. */
  reportPath: string;
  exportPath: string;
  rowKey: (row: Row) => string;
  rowHeight: number;
  /** The body key by which the tab after this one is filtered to a row of this one (drill-down). */
  drillKey?: keyof Body & string;
  /**
   * A row's delete after its confirm (spec 001 §4, §8): sent as the tab's status writes delete it,
   * or by `call` where one row has its own call. A row's switch is the status writes' call.
   */
  deleteRow?: { confirm: string; call?: (row: Row) => Promise<FeedUpdateAnswer> };
  /** The filters the picker offers, each naming the report-body key it fills. */
  filters: readonly FilterDef<Body>[];
  /** The batch queries offered: by IDs, and for materials by name as well. */
  batchQueries: readonly BatchQueryDef<Body>[];
  /** Columns before the metrics; the first is fixed on the left. */
  columns: (context: ColumnContext<Row>) => GridColumn<Row>[];
  keywordPlaceholder: string;
  /** The row as the edit dialogs take it. */
  editRow: (row: Row) => EditRow;
  /** The object whose change history a row shows. */
  historyTarget: (row: Row) => HistoryTarget;
  /** The tab's batch tools and edits: their writes and limits. */
  edit: EditWrites;
  /** Where a denied row's 审核建议 comes from; a tab without one offers none. */
  advice?: AdviceSource;
}

/**
 * What one medium's delivery screen differs in (spec 001 §2: the same screen exists for the feed,
 * the short-video and the social platform): its tabs in order, report columns and filter options.
 * The screen is one component driven by these.
 */
export interface DeliveryDefinition {
  /** The saved-columns key of the screen, e.g. launchV3. */
  screen: string;
  title: string;
  /** The medium whose accounts the screen's account picker lists. */
  medium: MediumKey;
  /** Whose statuses, limits and rules it shows: the medium's, or its legacy API family's. */
  family: DeliveryFamily;
  tabs: readonly TabDefinition[];
  /** Report columns of the custom columns dialog and their formats. */
  fields: readonly ReportFieldDef[];
  defaultFields: readonly string[];
  /** The hidden variant's own route parameters and the report-body key each presets. */
  presetParams?: Readonly<Record<string, string>>;
  /** The creation wizard a tab's create action (程序化批量V3) opens. */
  wizardPath?: string;
}

/** A tab definition typed on its own rows and report body, stored with the others. */
export function defineTab<Row extends DeliveryRow, Body = AnyBody>(
  tab: TabDefinition<Row, Body>,
): TabDefinition {
  return tab as unknown as TabDefinition;
}

/** The tab of a definition by key; throws for a key the screen does not have. */
export function tabOf(definition: DeliveryDefinition, key: DeliveryTab): TabDefinition {
  const tab = definition.tabs.find((entry) => entry.key === key);
  if (tab === undefined) throw new Error(`${definition.screen} has no ${key} tab`);
  return tab;
}

/** The tab a row of `key` drills down to: the next one in order. */
export function childTab(
  definition: DeliveryDefinition,
  key: DeliveryTab,
): TabDefinition | undefined {
  const index = definition.tabs.findIndex((entry) => entry.key === key);
  return index < 0 ? undefined : definition.tabs[index + 1];
}

/** What the edit tools take of a tab: its writes with its title and the screen's medium. */
export function editTabOf(definition: DeliveryDefinition, tab: TabDefinition): EditTab {
  return { ...tab.edit, title: tab.title, medium: definition.family };
}
