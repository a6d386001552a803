import {
  MonitorDefinitionSchema,
  type MonitorDefinition,
  type MonitorKind,
  type MonitorWatch,
} from '@toufang/contracts';
import { monitorProblems } from '@toufang/domain';

// The monitoring editor's draft: a new watch of each kind, and every problem of the draft as the
// server finds it (the contracts schema, then the automatic rules' checks for a metrics watch).

export function newWatch(kind: MonitorKind): MonitorWatch {
  switch (kind) {
    case 'metrics':
      return {
        kind,
        medium: 'bytedance',
        scope: { level: 2, kind: 'all', advertiser_ids: [], object_ids: [], name_contains: '' },
        conditions: {
          join: 'and',
          groups: [
            {
              join: 'and',
              conditions: [
                { metric: 'cost', operator: 'gt', value: 100, window: 'today' },
                { metric: 'conversions', operator: 'lt', value: 1, window: 'today' },
              ],
            },
          ],
          min_spend: 0,
        },
        complete_hours_only: false,
      };
    case 'balance':
      return { kind, medium: 'bytedance', advertiser_ids: [], days: 1 };
    case 'link':
      return { kind, base_ids: [] };
    case 'authorization':
      return { kind, medium: 'bytedance', hours: 72 };
  }
}

export function newMonitor(): MonitorDefinition {
  return {
    name: '',
    watch: newWatch('metrics'),
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    in_app: true,
  };
}

/** Every problem of the draft, in Chinese; none means it can be saved. */
export function draftProblems(rule: MonitorDefinition): string[] {
  const parsed = MonitorDefinitionSchema.safeParse(rule);
  if (!parsed.success) return [...new Set(parsed.error.issues.map((i) => i.message))];
  return monitorProblems(parsed.data);
}
