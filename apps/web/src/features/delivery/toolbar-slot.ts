import type { ReactNode } from 'react';
import type { DeliveryRow, TabDefinition } from './delivery-definition';
import type { EditTab } from './edit/edit-tab';
import type { TabAccess } from './tab-access';

/**
 * What the batch tools above a tab's table get (spec 001 §4 "Batch modify", "Batch edit dialog"):
 * the tab's definition, the selected rows of the tab (across pages), a way to clear them, and the
 * list reload (a batch waits REFRESH_AFTER_BATCH_MS before calling it, spec 001 §9).
 */
export interface DeliveryToolbarSlotProps {
  tab: TabDefinition;
  /** The tab's writes as the edit tools take them. */
  edit: EditTab;
  /** What the user may do on the tab (spec 001 §6): the tools enable by it. */
  access: TabAccess;
  selectedRows: DeliveryRow[];
  clearSelection: () => void;
  /** Rows the current filters match, over every page. */
  total: number;
  /** Selects every row the filters match, of every page. */
  selectAll: () => Promise<void>;
  refresh: () => void;
}

export type DeliveryToolbarSlot = (props: DeliveryToolbarSlotProps) => ReactNode;

/** What a row's edit action gets (the budget/bid edit dialog of spec 001 §2). */
export interface DeliveryRowSlotProps {
  tab: TabDefinition;
  edit: EditTab;
  access: TabAccess;
  row: DeliveryRow;
  refresh: () => void;
}

export type DeliveryRowSlot = (props: DeliveryRowSlotProps) => ReactNode;
