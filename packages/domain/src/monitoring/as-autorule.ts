import type { AutoruleDefinition, AutoruleSchedule, MonitorWatch } from '@toufang/contracts';

type MetricsWatch = Extract<MonitorWatch, { kind: 'metrics' }>;

/**
 * A metrics watch as the automatic rule that only notifies: the same scope, conditions and
 * windows, judged by the same function (docs/architecture/monitoring.md). No guardrail holds a
 * notification back; the incident's dedupe does that.
 */
export function watchAsAutorule(
  name: string,
  watch: MetricsWatch,
  schedule: AutoruleSchedule,
): AutoruleDefinition {
  return {
    name,
    medium: watch.medium,
    scope: watch.scope,
    conditions: watch.conditions,
    action: { type: 'notify', mode: null, value: null, notify: true },
    schedule,
    guardrails: {
      cooldown_minutes: 0,
      max_runs_per_day: 48,
      max_objects_per_run: 1000,
      max_value: null,
      min_value: null,
    },
    complete_hours_only: watch.complete_hours_only,
  };
}
