import type { FeedUpdateAnswer, MediumKey, ReportFieldDef, TabAbilities } from '@toufang/contracts';
import type { StatusLevel } from '@toufang/domain';
import type { Key } from 'react';
import type { AuditAdviceTarget } from './components/audit-advice-drawer';
import type { DeliveryTab } from './delivery-tab';
import type { GridColumn } from './grid/grid-column';
import type { BatchQueryMode } from './filters/batch-query-filter';
import type { ChoiceFilter, FilterKey } from './filters/filter-state';
import type { ParentFilter } from './filters/parent-filter';

/** A row of any tab as the generic table handles it; each tab's columns know their own type. */
export type DeliveryRow = object;

/** What the entity columns of a tab can do from a cell. */
export interface ColumnContext<Row extends DeliveryRow = DeliveryRow> {
  /** Opens the next tab filtered by this row (drill-down). */
  drill: (to: DeliveryTab, parent: ParentFilter) => void;
  /** The user may use the tab's switches (the table's switch ability). */
  canSwitch: boolean;
  /** The user may delete the tab's rows (the table's delete ability). */
  canDelete: boolean;
  switchRow: (row: Row, optStatus: 'ENABLE' | 'DISABLE') => void;
  /** The row whose switch is saving. */
  pendingKey: Key | undefined;
  openAdvice: (target: AuditAdviceTarget) => void;
  deleteRow: (row: Row) => void;
  preview: (row: Row) => void;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface TabDefinition<Row extends DeliveryRow = DeliveryRow> {
  tab: DeliveryTab;
  /** The ability of each action of the tab (spec 001 §6): its list, switch, delete, edits. */
  abilities: TabAbilities;
  /** The report call and its export, under /api. */
  reportPath: string;
  exportPath: string;
  rowKey: (row: Row) => string;
  rowHeight: number;
  /** Sends a row's new opt_status (spec 001 §7 updatestatus). */
  switchRow?: (row: Row, optStatus: 'ENABLE' | 'DISABLE') => Promise<FeedUpdateAnswer>;
  /** Deletes a row after its confirm (spec 001 §4, §8). */
  deleteRow?: { confirm: string; call: (row: Row) => Promise<FeedUpdateAnswer> };
  /** Status values of the filter and the level their labels come from. */
  status?: { level: StatusLevel; values: readonly string[] };
  filters: readonly FilterKey[];
  /** The batch queries offered: by IDs, and for materials by name as well. */
  batchQueries: readonly BatchQueryMode[];
  /** Columns before the metrics; the first is fixed on the left. */
  columns: (context: ColumnContext<Row>) => GridColumn<Row>[];
  keywordPlaceholder: string;
}

/**
 * What one medium's delivery screen differs in (spec 001 §2: the same screen exists for the feed,
 * the short-video and the social platform): its tabs, report columns and filter options. The
 * screen is one component driven by these.
 */
export interface DeliveryDefinition {
  /** The saved-columns key of the screen, e.g. launchV3. */
  screen: string;
  title: string;
  /** The medium whose accounts the screen's account picker lists. */
  medium: MediumKey;
  tabs: Record<DeliveryTab, TabDefinition>;
  /** Report columns of the custom columns dialog and their formats. */
  fields: readonly ReportFieldDef[];
  defaultFields: readonly string[];
  choices: Record<ChoiceFilter, readonly ChoiceOption[]>;
}

/** A tab definition typed on its own rows, stored with the others. */
export function defineTab<Row extends DeliveryRow>(tab: TabDefinition<Row>): TabDefinition {
  return tab as unknown as TabDefinition;
}
