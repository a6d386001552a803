import type { AutoruleDefinition, CreationMedium } from '@toufang/contracts';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { tasks } from '../../db/schema';
import { draftFor, namedAs, type CreationWorld } from '../creation/creation-test-world';

// Rules that build through the wizard's submit (按模板新建) and copy what it built (复制优胜广告),
// for the API tests of those actions on each medium against the media sandbox.

export type RuleMedium = 'bytedance' | 'kuaishou' | 'tencent';

/** A rule every half hour over level-2 objects that all match (spend ≥ 0 today). */
export function matchAllRule(
  medium: RuleMedium,
  name: string,
  scope: AutoruleDefinition['scope'],
  action: AutoruleDefinition['action'],
  cooldownMinutes: number,
): AutoruleDefinition {
  return {
    name,
    medium,
    scope,
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [{ metric: 'cost', operator: 'gte', value: 0, window: 'today' }],
        },
      ],
      min_spend: 0,
    },
    action,
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    guardrails: {
      cooldown_minutes: cooldownMinutes,
      max_runs_per_day: 10,
      max_objects_per_run: 100,
      max_value: null,
      min_value: null,
    },
    complete_hours_only: false,
  };
}

/** The level-2 objects of the accounts whose names contain `prefix`. */
export const namedScope = (
  advertiserIds: string[],
  prefix: string,
): AutoruleDefinition['scope'] => ({
  level: 2,
  kind: 'filter',
  advertiser_ids: advertiserIds,
  object_ids: [],
  name_contains: prefix,
});

/** Keep `keep` objects delivering, built from the template `templateId`. */
export const keepRunning = (templateId: number, keep: number): AutoruleDefinition['action'] => ({
  type: 'create',
  mode: null,
  value: null,
  notify: false,
  template: { id: templateId, name: '', keep_running: keep },
});

/**
 * A wizard template for `account` naming its objects with `prefix`, one material per object and,
 * on Tencent, one creative per adgroup; its id.
 */
export async function saveTemplate(
  w: CreationWorld,
  family: CreationMedium,
  account: string,
  prefix: string,
): Promise<number> {
  const content = draftFor(
    family,
    [account],
    w.videos.map((v) => v.fid),
    {
      ...namedAs(family, prefix),
      rules:
        family === 'tencent'
          ? { material_num: 1, ad_num: 1 }
          : { materials_number: 1, ...(family === 'kuaishou' ? {} : { ad_num: 10 }) },
    },
  );
  const saved = await w.call<{ id: number }>(family, 'templateSave', {
    template_name: `${prefix}模板`,
    template_desc: '',
    template_type: 'v3',
    app_type: 'android',
    content,
  });
  expect(saved.code, JSON.stringify(saved)).toBe(0);
  return saved.data.id;
}

export const taskCount = async (w: CreationWorld) =>
  (await w.t.database.db.select({ n: count() }).from(tasks))[0]?.n ?? 0;
