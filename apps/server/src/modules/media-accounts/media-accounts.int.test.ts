import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { advertisers, mediaApps, mediaAuthorizations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ManualClock } from '../../lib/clock';
import { SecretBox } from '../../lib/secret-box';
import { createUser, type CreatedUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import type { MediaAccountsService } from './media-accounts.service';
import type { Viewer } from './media-accounts.types';
import { authorizationOf, grantOf, newMediaAccounts } from './test-fixtures';

let database: Database;
let clock: ManualClock;
let key: Buffer;
let service: MediaAccountsService;
let alice: CreatedUser;
let bob: CreatedUser;
let carol: CreatedUser;

const viewer = (user: CreatedUser, roles: string[] = []): Viewer => ({ userId: user.id, roles });

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  clock = new ManualClock(new Date('2026-11-01T02:00:00Z'));
  key = randomBytes(32);
  service = newMediaAccounts(database.db, new SecretBox(key), clock);
  [alice, bob, carol] = await Promise.all([
    createUser(database.db),
    createUser(database.db),
    createUser(database.db),
  ]);
});
afterAll(() => database.close());

/** Every column of the stored row, as text: what a database dump or a leaked backup would show. */
async function rawRow(id: number): Promise<string> {
  const rows = await database.db
    .select({ row: sql<string>`row_to_json(a)::text` })
    .from(sql`media_authorizations a`)
    .where(sql`a.id = ${id}`);
  return rows[0]?.row ?? '';
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'no error';
}

describe('tokens at rest', () => {
  it('stores access and refresh tokens only sealed, and reads them back in plain text', async () => {
    const input = authorizationOf(clock, { userId: alice.id, advertisers: [grantOf('账户甲')] });
    const { authorizationId } = await service.saveAuthorization(input);

    const row = await rawRow(authorizationId);
    expect(row).toContain('"access_token_sealed":"v1:');
    expect(row).not.toContain(input.accessToken);
    expect(row).not.toContain(input.refreshToken);
    const [stored] = await database.db
      .select()
      .from(mediaAuthorizations)
      .where(eq(mediaAuthorizations.id, authorizationId));
    expect(stored?.accessTokenSealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+:[\w-]+$/);

    const tokens = await service.getTokens(authorizationId);
    expect(tokens).toMatchObject({
      accessToken: input.accessToken,
      refreshToken: input.refreshToken,
      status: 'active',
    });
    const forAccount = await service.getTokensForAdvertiser(
      'bytedance',
      input.advertisers[0]?.advertiserId ?? '',
    );
    expect(forAccount.accessToken).toBe(input.accessToken);
  });

  it('does not open a token copied into the other token field', async () => {
    const input = authorizationOf(clock, { userId: alice.id, advertisers: [] });
    const { authorizationId } = await service.saveAuthorization(input);
    await database.db
      .update(mediaAuthorizations)
      .set({ refreshTokenSealed: sql`${mediaAuthorizations.accessTokenSealed}` })
      .where(eq(mediaAuthorizations.id, authorizationId));
    await expect(service.getTokens(authorizationId)).rejects.toThrow(/authentication/);
  });

  it('stores an app secret sealed', async () => {
    const secret = `secret-${randomBytes(8).toString('hex')}`;
    await service.saveApp({ medium: 'kuaishou', appId: 'ks-app', name: '快手应用', secret });
    const rows = await database.db.select().from(mediaApps).where(eq(mediaApps.appId, 'ks-app'));
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(await service.getAppSecret('kuaishou', 'ks-app')).toBe(secret);
    expect(await codeOf(service.getAppSecret('tencent', 'ks-app'))).toBe('NOT_FOUND');
  });

  it('after a key rotation reads tokens sealed with the old key and seals them again with the new one', async () => {
    const input = authorizationOf(clock, { userId: alice.id, advertisers: [] });
    const { authorizationId } = await service.saveAuthorization(input);
    const rotatedBox = new SecretBox(randomBytes(32), [key]);
    const rotated = newMediaAccounts(database.db, rotatedBox, clock);

    expect((await rotated.getTokens(authorizationId)).refreshToken).toBe(input.refreshToken);
    const [row] = await database.db
      .select()
      .from(mediaAuthorizations)
      .where(eq(mediaAuthorizations.id, authorizationId));
    expect(row?.accessTokenSealed.split(':')[1]).toBe(rotatedBox.keyId);
    expect(row?.refreshTokenSealed.split(':')[1]).toBe(rotatedBox.keyId);
    // Once re-sealed, only the new key opens them.
    await expect(service.getTokens(authorizationId)).rejects.toThrow(/does not hold/);
  });
});

describe('authorizations and advertisers', () => {
  it('re-authorizing by the same medium account replaces the tokens and keeps our settings', async () => {
    const account = grantOf('旧名称');
    const first = authorizationOf(clock, { userId: alice.id, advertisers: [account] });
    const { authorizationId } = await service.saveAuthorization(first);
    const [row] = await database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.advertiserId, account.advertiserId));
    if (!row) throw new Error('advertiser not stored');
    await service.setAlias(viewer(alice), row.id, '  主力账户 ');
    await service.setNote(viewer(alice), row.id, '月底结算');

    const again = authorizationOf(clock, {
      userId: bob.id,
      mediumUserId: first.mediumUserId,
      advertisers: [
        { ...account, name: '新名称' },
        { ...account, name: '新名称' },
      ],
    });
    const second = await service.saveAuthorization(again);
    expect(second.authorizationId).toBe(authorizationId);
    expect((await service.getTokens(authorizationId)).accessToken).toBe(again.accessToken);

    const [after] = await database.db.select().from(advertisers).where(eq(advertisers.id, row.id));
    expect(after).toMatchObject({
      name: '新名称',
      alias: '主力账户',
      note: '月底结算',
      authorizedBy: bob.id,
      authorizationId,
    });
  });

  it('keeps agency children under their parent', async () => {
    const agency = grantOf('代理商', { role: 'agency' });
    const child = grantOf('子账户', { parentAdvertiserId: agency.advertiserId });
    await service.saveAuthorization(
      authorizationOf(clock, { userId: carol.id, medium: 'tencent', advertisers: [agency, child] }),
    );
    const { list } = await service.listAdvertisers(viewer(carol), {
      medium: 'tencent',
      page: 1,
      perPage: 20,
    });
    expect(list.map((a) => [a.name, a.role, a.parentAdvertiserId])).toEqual([
      ['代理商', 'agency', null],
      ['子账户', 'advertiser', agency.advertiserId],
    ]);
  });

  it('records balance and budget from an account sync, in 分', async () => {
    const account = grantOf('资金账户');
    await service.saveAuthorization(
      authorizationOf(clock, { userId: alice.id, advertisers: [account] }),
    );
    await service.recordAccountFigures('bytedance', account.advertiserId, {
      balance: 123_456_789_01,
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 500_000,
      rawStatus: 'STATUS_ENABLE',
    });
    const [row] = await database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.advertiserId, account.advertiserId));
    expect(row).toMatchObject({
      balance: 123_456_789_01,
      budget: 500_000,
      rawStatus: 'STATUS_ENABLE',
    });
    expect(row?.syncedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(
      await codeOf(
        service.recordAccountFigures('bytedance', '1', {
          balance: 0,
          budgetMode: null,
          budget: null,
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});
