import { useMemo } from 'react';
import { useReportColumns } from '../../report-views';
import type { DeliveryDefinition } from '../delivery-definition';
import type { DeliveryTab } from '../delivery-tab';

export interface ColumnChoice {
  /** The metric columns shown, in order: the user's saved ones, else the defaults. */
  fields: string[];
  loading: boolean;
  saving: boolean;
  save: (fields: readonly string[]) => Promise<void>;
}

/**
 * The user's metric columns of one tab, saved per user on the server (spec 001 §2 custom-metric
 * dialog). Columns the catalog no longer knows are dropped.
 */
export function useColumnChoice(definition: DeliveryDefinition, tab: DeliveryTab): ColumnChoice {
  const scope = useMemo(() => ({ screen: definition.screen, tab }), [definition.screen, tab]);
  const saved = useReportColumns(scope);
  const fields = useMemo(() => {
    const known = new Set(definition.fields.map((field) => field.key));
    return (saved.fields ?? definition.defaultFields).filter((key) => known.has(key));
  }, [saved.fields, definition]);
  return { fields, loading: saved.loading, saving: saved.saving, save: saved.save };
}
