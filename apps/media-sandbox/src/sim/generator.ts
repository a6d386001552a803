import { pick, randomInt, type Random } from '../prng';
import type { BudgetSetting, Pricing } from './model';
import { HOUR_MS, localDay, hourOf } from './time';

// Medium-neutral blueprints of an advertiser's delivery objects: a mix of
// delivering, paused, denied, pending, budget-starved, ended and part-time objects, drawn from a
// seeded stream. Medium plugins turn them into wire records. Parameterised so the demo world stays
// small (~10 level-1 and ~30 level-2 objects an advertiser) and a bench can ask for 250 a head.

export interface WorldPlan {
  level1PerAdvertiser: number;
  level2PerLevel1: number;
  /** Days of report history before the world's origin. */
  historyDays: number;
}

export const DEMO_PLAN: WorldPlan = {
  level1PerAdvertiser: 10,
  level2PerLevel1: 3,
  historyDays: 42,
};

export interface Level1Blueprint {
  index: number;
  createdAt: number;
  enabled: boolean;
  pricing: Pricing;
  smart: boolean;
  bidFen: number;
  deepBidFen: number;
  roiGoal: number;
  budget: BudgetSetting | null;
  startDay: number | null;
  endDay: number | null;
  /** 336-cell mask, or null for all day. */
  mask: string | null;
  children: Level2Blueprint[];
}

export interface Level2Blueprint {
  index: number;
  createdAt: number;
  enabled: boolean;
  /** Own daily budget (分), or null to use the level above's. */
  budgetFen: number | null;
  /** Own bid (分), or null for the level-1 bid. */
  bidFen: number | null;
  audit: 'pass' | 'deny' | 'pending';
  videos: number;
  images: number;
  titles: number;
}

export interface WorldBlueprint {
  originHour: number;
  level1: Level1Blueprint[];
}

const PRICING: readonly Pricing[] = [
  'OCPM',
  'OCPM',
  'OCPM',
  'OCPM',
  'OCPM',
  'OCPM',
  'OCPC',
  'CPC',
  'CPM',
];

/** 09:00–23:00 on weekdays, all day at weekends: the common part-time schedule of game accounts. */
export const DAYTIME_MASK = Array.from({ length: 7 }, (_, day) =>
  day >= 5 ? '1'.repeat(48) : '0'.repeat(18) + '1'.repeat(28) + '0'.repeat(2),
).join('');

export function generateWorld(random: Random, plan: WorldPlan, originMs: number): WorldBlueprint {
  const originHour = hourOf(originMs);
  const historyStart = originMs - plan.historyDays * 86_400_000;
  const today = localDay(originHour);
  const level1: Level1Blueprint[] = [];
  for (let i = 0; i < plan.level1PerAdvertiser; i += 1) {
    const roll = random();
    // Most were opened before the history window; some during it, so their rows start mid-way.
    const createdAt =
      random() < 0.7
        ? historyStart - randomInt(random, 1, 60) * 86_400_000
        : historyStart + Math.floor(random() * (originMs - historyStart) * 0.8);
    const pricing = pick(random, PRICING);
    const smart = (pricing === 'OCPM' || pricing === 'OCPC') && random() < 0.15;
    const tight = roll >= 0.7 && roll < 0.8;
    const budget: BudgetSetting | null =
      random() < 0.2 && !tight
        ? null
        : {
            mode: 'daily',
            fen: tight ? randomInt(random, 5, 8) * 10_000 : randomInt(random, 6, 60) * 50_000,
          };
    const bidFen =
      pricing === 'CPM'
        ? randomInt(random, 10, 40) * 100
        : pricing === 'CPC'
          ? randomInt(random, 5, 30) * 10
          : randomInt(random, 30, 150) * 100;
    const project: Level1Blueprint = {
      index: i,
      createdAt,
      enabled: !(roll >= 0.8 && roll < 0.9),
      pricing,
      smart,
      bidFen,
      deepBidFen: random() < 0.3 ? bidFen * randomInt(random, 3, 8) : 0,
      roiGoal: random() < 0.2 ? randomInt(random, 5, 30) / 100 : 0,
      budget,
      startDay: null,
      endDay: roll >= 0.95 ? today - randomInt(random, 1, 10) : null,
      mask: roll >= 0.9 && roll < 0.95 ? DAYTIME_MASK : null,
      children: [],
    };
    for (let j = 0; j < plan.level2PerLevel1; j += 1) {
      project.children.push(generateLevel2(random, j, project, originMs));
    }
    level1.push(project);
  }
  return { originHour, level1 };
}

function generateLevel2(
  random: Random,
  index: number,
  parent: Level1Blueprint,
  originMs: number,
): Level2Blueprint {
  const roll = random();
  const pending = roll >= 0.97;
  const createdAt = pending
    ? originMs - randomInt(random, 1, 10) * 60_000
    : parent.createdAt + Math.floor(random() * Math.max(0, originMs - parent.createdAt) * 0.3);
  const tight = roll >= 0.78 && roll < 0.9;
  const ownBudget = random() < 0.7 || tight;
  // Ocean Engine's floor for an oCPM promotion budget is 300 yuan (reference §1.4).
  const budgetFen = !ownBudget
    ? null
    : tight
      ? randomInt(random, 300, 400) * 100
      : randomInt(random, 3, 50) * 10_000;
  return {
    index,
    createdAt: Math.min(createdAt, originMs - HOUR_MS / 60),
    enabled: !(roll >= 0.7 && roll < 0.78),
    budgetFen,
    bidFen:
      parent.smart || random() < 0.5 ? null : Math.round(parent.bidFen * (0.8 + random() * 0.4)),
    audit: pending ? 'pending' : roll >= 0.9 ? 'deny' : 'pass',
    videos: randomInt(random, 1, 3),
    images: randomInt(random, 0, 2),
    titles: randomInt(random, 1, 3),
  };
}
