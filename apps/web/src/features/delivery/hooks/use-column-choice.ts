import { useMemo } from 'react';
import { useReportColumns } from '../../report-views';
import type { DeliveryDefinition, TabDefinition } from '../delivery-definition';
import { reportScope } from './report-scope';

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
export function useColumnChoice(
  definition: DeliveryDefinition,
  tab: Pick<TabDefinition, 'key'>,
): ColumnChoice {
  const { key } = tab;
  const scope = useMemo(() => reportScope(definition.screen, { key }), [definition.screen, key]);
  const saved = useReportColumns(scope);
  const fields = useMemo(() => {
    const known = new Set(definition.fields.map((field) => field.key));
    return (saved.fields ?? definition.defaultFields).filter((key) => known.has(key));
  }, [saved.fields, definition]);
  return { fields, loading: saved.loading, saving: saved.saving, save: saved.save };
}
