import type { AutoruleDefinition } from '@toufang/contracts';
import { shanghaiDate, shanghaiHour } from '@toufang/domain';
import { statsHourly } from '../../db/schema';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { ApiWorld } from '../feed-batches/test-support';

/** A rule over Ocean Engine promotions by id: pause those spending over 100 元 today without conversions. */
export function pauseRule(
  objectIds: readonly string[],
  patch: Partial<AutoruleDefinition> = {},
): AutoruleDefinition {
  return {
    name: `无转化暂停-${objectIds[0] ?? ''}`,
    medium: 'bytedance',
    scope: {
      level: 2,
      kind: 'objects',
      advertiser_ids: [],
      object_ids: [...objectIds],
      name_contains: '',
    },
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
    action: { type: 'pause', mode: null, value: null, notify: false },
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    guardrails: {
      cooldown_minutes: 60,
      max_runs_per_day: 10,
      max_objects_per_run: 100,
      max_value: null,
      min_value: null,
    },
    // Live figures: today's first hour counts whatever the hour the test runs at.
    complete_hours_only: false,
    ...patch,
  };
}

/**
 * Figures of Ocean Engine promotions in today's first hour (Asia/Shanghai by the app's clock),
 * as the hourly sync would write them.
 */
export async function spendToday(
  w: ApiWorld,
  advertiserId: string,
  rows: readonly { id: string; costFen: number; conversions?: number }[],
): Promise<void> {
  await w.t.database.db.insert(statsHourly).values(
    rows.map((r) => ({
      medium: 'bytedance' as const,
      level: DELIVERY_LEVEL.ad,
      objectId: r.id,
      statDate: shanghaiDate(w.t.clock.now()),
      hour: 0,
      advertiserId,
      cost: r.costFen,
      conversions: r.conversions ?? 0,
    })),
  );
}

/**
 * Figures of Ocean Engine promotions in the hour `hoursAgo` hours before the app's clock (0: the
 * current hour), as the hourly sync would write them.
 */
export async function figuresHoursAgo(
  w: ApiWorld,
  advertiserId: string,
  rows: readonly { id: string; hoursAgo: number; costFen: number; conversions?: number }[],
): Promise<void> {
  await w.t.database.db.insert(statsHourly).values(
    rows.map((r) => {
      const at = new Date(w.t.clock.now().getTime() - r.hoursAgo * 3_600_000);
      return {
        medium: 'bytedance' as const,
        level: DELIVERY_LEVEL.ad,
        objectId: r.id,
        statDate: shanghaiDate(at),
        hour: shanghaiHour(at),
        advertiserId,
        cost: r.costFen,
        conversions: r.conversions ?? 0,
      };
    }),
  );
}
