import {
  AutoruleDefinitionSchema,
  type AutoruleCondition,
  type AutoruleDefinition,
} from '@toufang/contracts';
import { autoruleLevel, ruleProblems, type AutoruleMedium, type RuleLevel } from '@toufang/domain';

// The rule editor's draft: a new rule's defaults, and every problem of the draft as the server
// would find it (the contracts schema, then the domain's rules), so the editor shows them live.

export const NEW_CONDITION: AutoruleCondition = {
  metric: 'cost',
  operator: 'gt',
  value: 100,
  window: 'today',
};

/** A new rule of the medium: its level 2, pause on spend without conversions, safe guardrails. */
export function newRule(medium: AutoruleMedium): AutoruleDefinition {
  const level: RuleLevel = autoruleLevel(medium, 2) ? 2 : 1;
  return {
    name: '',
    medium,
    scope: { level, kind: 'accounts', advertiser_ids: [], object_ids: [], name_contains: '' },
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [
            NEW_CONDITION,
            { metric: 'conversions', operator: 'lt', value: 1, window: 'today' },
          ],
        },
      ],
      min_spend: 0,
    },
    action: { type: 'pause', mode: null, value: null, notify: false },
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    guardrails: {
      cooldown_minutes: 60,
      max_runs_per_day: 24,
      max_objects_per_run: 50,
      max_value: null,
      min_value: null,
    },
    complete_hours_only: true,
  };
}

/** Every problem of the draft, in Chinese; none means it can be saved and dry-run. */
export function draftProblems(rule: AutoruleDefinition): string[] {
  const parsed = AutoruleDefinitionSchema.safeParse(rule);
  if (!parsed.success) return [...new Set(parsed.error.issues.map((i) => i.message))];
  return ruleProblems(parsed.data);
}

/** Ids typed or pasted into a box: split on commas, spaces and line breaks, once each. */
export function parseIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
