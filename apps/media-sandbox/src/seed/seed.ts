import { MEDIA, MEDIUM_MONEY_UNIT, type Medium } from '@toufang/media-wire';
import { createRandom, pick, randomHex, randomInt, type Random } from '../prng';
import type { AdvertiserRecord, AdvertiserRole } from '../state/records';
import type { SandboxState } from '../state/state';
import {
  ACCOUNTS_PER_GAME_PLATFORM,
  AGENCY,
  APP_NAME,
  COMPANIES,
  GAME_INDUSTRIES,
  PLATFORM_LABELS,
  SANDBOX_USERS,
} from './catalog';

// Deterministic seeding: the same seed yields the same apps, secrets,
// advertiser ids, names and balances. Nothing here reads the clock.

/** Id ranges that look like each medium's real ids. */
const APP_ID_RANGE: Record<Medium, [number, number]> = {
  oceanengine: [1_700_000_000_000_000, 1_799_999_999_999_999],
  kuaishou: [165_000_000, 165_999_999],
  tencent: [1_110_000_000, 1_119_999_999],
};
const ADVERTISER_ID_RANGE: Record<Medium, [number, number]> = {
  oceanengine: [1_700_000_000_000_000, 1_789_999_999_999_999],
  kuaishou: [10_000_000, 99_999_999],
  tencent: [20_000_000, 39_999_999],
};
const MANAGER_NAME: Record<Medium, string | null> = {
  oceanengine: '账号管家',
  kuaishou: null,
  tencent: '商务管家',
};

/** 2023-03-01 00:00 Asia/Shanghai: advertisers were opened after it. */
const ACCOUNT_EPOCH = Date.parse('2023-03-01T00:00:00+08:00');
const DAY_MS = 86_400_000;

export function seedState(state: SandboxState, seed: string): void {
  state.clear();
  state.seed = seed;
  for (const company of [...COMPANIES, AGENCY]) {
    state.companies.insert({ id: company.id, name: company.name });
  }
  for (const user of SANDBOX_USERS)
    state.users.insert({ ...user, companyIds: [...user.companyIds] });
  // One stream per medium, so adding accounts on one medium does not reshuffle the others.
  for (const medium of MEDIA) seedMedium(state, medium, createRandom(`${seed}:${medium}`));
}

function seedMedium(state: SandboxState, medium: Medium, random: Random): void {
  const [appMin, appMax] = APP_ID_RANGE[medium];
  state.apps.insert({
    medium,
    appId: randomInt(random, appMin, appMax),
    secret: randomHex(random, 40),
    name: APP_NAME,
  });

  const usedIds = new Set<number>();
  const nextId = (): number => {
    const [min, max] = ADVERTISER_ID_RANGE[medium];
    for (;;) {
      const id = randomInt(random, min, max);
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const add = (
    fields: Pick<AdvertiserRecord, 'name' | 'companyId' | 'role' | 'parentId'>,
  ): AdvertiserRecord => {
    const record: AdvertiserRecord = {
      medium,
      id: nextId(),
      ...fields,
      balance: seededBalance(random, medium, fields.role),
      dailyBudget: seededDailyBudget(random, medium),
      industry: { first: '游戏', second: pick(random, GAME_INDUSTRIES) },
      status: 'enabled',
      createdAt: ACCOUNT_EPOCH + randomInt(random, 0, 700) * DAY_MS,
    };
    state.advertisers(medium).insert(record);
    return record;
  };

  const agency = add({
    name: `${AGENCY.short}-代理商`,
    companyId: AGENCY.id,
    role: 'agency',
    parentId: null,
  });
  const managerLabel = MANAGER_NAME[medium];
  for (const company of COMPANIES) {
    const manager =
      company.managed && managerLabel
        ? add({
            name: `${company.short}-${managerLabel}`,
            companyId: company.id,
            role: 'manager',
            parentId: null,
          })
        : null;
    const parentId = company.viaAgency ? agency.id : (manager?.id ?? null);
    for (const game of company.games) {
      for (const platform of PLATFORM_LABELS) {
        for (let n = 1; n <= ACCOUNTS_PER_GAME_PLATFORM[medium]; n += 1) {
          const name = `${game}-${platform}-${String(n).padStart(2, '0')}`;
          add({ name, companyId: company.id, role: 'advertiser', parentId });
        }
      }
    }
  }
}

/** 0–500,000 yuan in the medium's unit; about one account in eight has run dry. */
function seededBalance(random: Random, medium: Medium, role: AdvertiserRole): number {
  if (role === 'advertiser' && random() < 0.125) return 0;
  const fen = randomInt(random, 100_000, 50_000_000);
  return MEDIUM_MONEY_UNIT[medium] === 'li' ? fen * 10 : fen;
}

/** Unlimited, or a round daily budget of 20,000–200,000 yuan, in the medium's unit. */
function seededDailyBudget(random: Random, medium: Medium): number {
  if (random() < 0.4) return 0;
  const fen = randomInt(random, 20, 200) * 100_000;
  return MEDIUM_MONEY_UNIT[medium] === 'li' ? fen * 10 : fen;
}
