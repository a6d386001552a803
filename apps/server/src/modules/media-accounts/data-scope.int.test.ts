import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN } from '@toufang/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { advertisers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ManualClock } from '../../lib/clock';
import { SecretBox } from '../../lib/secret-box';
import { createUser, type CreatedUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import type { MediaAccountsService } from './media-accounts.service';
import type { Viewer } from './media-accounts.types';
import { authorizationOf, createGame, DAY, grantOf, newMediaAccounts } from './test-fixtures';

/**
 * Data scope: a user sees and acts on the advertisers of the games assigned to them and
 * those they authorized themselves; administrators see all.
 */

let database: Database;
let clock: ManualClock;
let service: MediaAccountsService;
let operator: CreatedUser;
let colleague: CreatedUser;
let outsider: CreatedUser;
let gameA: number;
let gameB: number;
/** advertisers.id by name. */
const ids = new Map<string, number>();

const as = (user: CreatedUser, roles: string[] = []): Viewer => ({ userId: user.id, roles });
const id = (name: string) => ids.get(name) ?? -1;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'no error';
}

const namesSeenBy = async (v: Viewer) =>
  (await service.listAdvertisers(v, { page: 1, perPage: 100 })).list.map((a) => a.name).sort();

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  clock = new ManualClock(new Date('2026-11-01T02:00:00Z'));
  service = newMediaAccounts(database.db, new SecretBox(randomBytes(32)), clock);
  [operator, colleague, outsider] = await Promise.all([
    createUser(database.db),
    createUser(database.db),
    createUser(database.db),
  ]);
  gameA = await createGame(database.db, [operator.id]);
  gameB = await createGame(database.db, [colleague.id]);

  // The colleague authorizes four accounts; the operator one.
  await service.saveAuthorization(
    authorizationOf(clock, {
      userId: colleague.id,
      advertisers: ['A1', 'A2', 'B1', 'X1'].map((n) => grantOf(n)),
    }),
  );
  await service.saveAuthorization(
    authorizationOf(clock, {
      userId: operator.id,
      medium: 'kuaishou',
      advertisers: [grantOf('O1')],
    }),
  );
  const rows = await database.db.select().from(advertisers);
  for (const r of rows) ids.set(r.name, r.id);
  const admin: Viewer = { userId: colleague.id, roles: [ROLE_ADMIN] };
  await service.assignGame(admin, [id('A1'), id('A2')], gameA);
  await service.assignGame(admin, [id('B1')], gameB);
});
afterAll(() => database.close());

describe('listing advertisers under the data scope', () => {
  it('shows a user the accounts of their games and those they authorized', async () => {
    expect(await namesSeenBy(as(operator))).toEqual(['A1', 'A2', 'O1']);
    expect(await namesSeenBy(as(colleague))).toEqual(['A1', 'A2', 'B1', 'X1']);
  });

  it('shows a user with no games and no authorizations nothing', async () => {
    expect(await namesSeenBy(as(outsider))).toEqual([]);
    expect(await service.advertiserIdsInScope(as(outsider))).toEqual([]);
  });

  it('shows an administrator every account', async () => {
    expect(await namesSeenBy(as(outsider, [ROLE_ADMIN]))).toEqual(['A1', 'A2', 'B1', 'O1', 'X1']);
  });

  it('does not widen the scope for roles other than admin', async () => {
    expect(await namesSeenBy(as(outsider, ['operator', 'star']))).toEqual([]);
  });

  it('lists the medium ids in scope, per medium', async () => {
    const all = await service.advertiserIdsInScope(as(operator));
    const kuaishou = await service.advertiserIdsInScope(as(operator), 'kuaishou');
    expect(all).toHaveLength(3);
    expect(kuaishou).toHaveLength(1);
  });

  it('filters by medium, game, switch and keyword (name, alias or exact id) with a total', async () => {
    const v = as(operator);
    const byGame = await service.listAdvertisers(v, { gameId: gameA, page: 1, perPage: 1 });
    expect(byGame.total).toBe(2);
    expect(byGame.list).toHaveLength(1);
    const byMedium = await service.listAdvertisers(v, { medium: 'kuaishou', page: 1, perPage: 20 });
    expect(byMedium.list.map((a) => a.name)).toEqual(['O1']);
    await service.setAlias(v, id('A2'), '百分之_百');
    const byAlias = await service.listAdvertisers(v, { keyword: '之_', page: 1, perPage: 20 });
    expect(byAlias.list.map((a) => a.name)).toEqual(['A2']);
    const [a1] = await database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.id, id('A1')));
    const byId = await service.listAdvertisers(v, {
      keyword: a1?.advertiserId,
      page: 1,
      perPage: 20,
    });
    expect(byId.list.map((a) => a.name)).toEqual(['A1']);
  });

  it('names who authorized each account', async () => {
    const { list } = await service.listAdvertisers(as(operator), { page: 1, perPage: 20 });
    const o1 = list.find((a) => a.name === 'O1');
    expect(o1?.authorizedBy).toBe(operator.id);
    expect(o1?.authorizedByName).toBe(`测试${operator.username}`);
  });
});

describe('writes under the data scope', () => {
  it('refuses an account outside the scope as not found, changing nothing of the batch', async () => {
    const v = as(operator);
    expect(await codeOf(service.setEnabled(v, [id('A1'), id('X1')], false))).toBe('NOT_FOUND');
    expect(await codeOf(service.setNote(v, id('B1'), '越权'))).toBe('NOT_FOUND');
    expect(await codeOf(service.assignGame(v, [id('X1')], gameA))).toBe('NOT_FOUND');
    const rows = await database.db
      .select()
      .from(advertisers)
      .where(inArray(advertisers.id, [id('A1'), id('X1'), id('B1')]));
    expect(rows.every((r) => r.enabled && r.note === null)).toBe(true);
  });

  it('enables and disables accounts in scope', async () => {
    const v = as(operator);
    await service.setEnabled(v, [id('A1'), id('O1'), id('A1')], false);
    const disabled = await service.listAdvertisers(v, { enabled: false, page: 1, perPage: 20 });
    expect(disabled.list.map((a) => a.name).sort()).toEqual(['A1', 'O1']);
    await service.setEnabled(v, [id('A1'), id('O1')], true);
    expect((await service.listAdvertisers(v, { enabled: false, page: 1, perPage: 20 })).total).toBe(
      0,
    );
  });

  it('moves an account into the scope of the game it is assigned to', async () => {
    await service.assignGame(as(colleague), [id('X1')], gameA);
    expect(await namesSeenBy(as(operator))).toContain('X1');
    await service.assignGame(as(colleague), [id('X1')], null);
    expect(await namesSeenBy(as(operator))).not.toContain('X1');
  });

  it('refuses an unknown game, an empty selection and over-long alias or note', async () => {
    const v = as(operator);
    expect(await codeOf(service.assignGame(v, [id('A1')], 987_654))).toBe('NOT_FOUND');
    expect(await codeOf(service.setEnabled(v, [], true))).toBe('VALIDATION_FAILED');
    expect(await codeOf(service.setAlias(v, id('A1'), '名'.repeat(51)))).toBe('VALIDATION_FAILED');
    expect(await codeOf(service.setNote(v, id('A1'), 'n'.repeat(501)))).toBe('VALIDATION_FAILED');
  });

  it('clears an alias or note set to blank', async () => {
    const v = as(operator);
    await service.setNote(v, id('A1'), '临时');
    await service.setNote(v, id('A1'), '   ');
    const [row] = await database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.id, id('A1')));
    expect(row?.note).toBeNull();
  });
});

describe('authorization health', () => {
  it('flags grants ending within a week as expiring and ended ones as expired', async () => {
    const local = new ManualClock(clock.now());
    const s = newMediaAccounts(database.db, new SecretBox(randomBytes(32)), local);
    const account = grantOf('H1');
    const { authorizationId } = await s.saveAuthorization(
      authorizationOf(local, { userId: outsider.id, medium: 'tencent', advertisers: [account] }),
    );
    const healthOfH1 = async () =>
      (
        await s.listAdvertisers(as(outsider), { medium: 'tencent', page: 1, perPage: 20 })
      ).list.find((a) => a.name === 'H1')?.authorization?.health;

    expect(await healthOfH1()).toBe('active');
    local.advance(24 * DAY);
    expect(await healthOfH1()).toBe('expiring');
    expect((await s.flagExpiringAuthorizations()).expiring).toBeGreaterThanOrEqual(1);
    expect((await s.getTokens(authorizationId)).status).toBe('expiring');

    local.advance(7 * DAY);
    expect(await healthOfH1()).toBe('expired');
    expect((await s.flagExpiringAuthorizations()).expired).toBeGreaterThanOrEqual(1);

    await s.recordRefresh(authorizationId, {
      accessToken: 'at-new',
      refreshToken: 'rt-new',
      accessExpiresAt: new Date(local.now().getTime() + DAY),
      refreshExpiresAt: new Date(local.now().getTime() + 30 * DAY),
    });
    expect(await healthOfH1()).toBe('active');
    expect((await s.getTokens(authorizationId)).accessToken).toBe('at-new');
  });

  it('marks a grant revoked when the medium refuses the refresh token, with the reason', async () => {
    const { authorizationId } = await service.saveAuthorization(
      authorizationOf(clock, { userId: outsider.id, advertisers: [grantOf('R1')] }),
    );
    await service.recordRefreshFailure(authorizationId, {
      code: '40103',
      message: 'refresh_token 已失效',
      outcome: 'revoked',
    });
    const { list } = await service.listAdvertisers(as(outsider), {
      keyword: 'R1',
      page: 1,
      perPage: 5,
    });
    expect(list[0]?.authorization).toMatchObject({
      health: 'revoked',
      lastErrorMessage: 'refresh_token 已失效',
    });
    await service.recordRefreshFailure(authorizationId, {
      code: '50000',
      message: 'timeout',
      outcome: 'transient',
    });
    expect((await service.getTokens(authorizationId)).status).toBe('expiring');
  });
});
