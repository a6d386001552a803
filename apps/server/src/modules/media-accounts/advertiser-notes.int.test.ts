import type { NoteSheetResult, SyncNoteResult } from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advertisers } from '../../db/schema';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizationOf, createGame, grantOf } from './test-fixtures';

// Notes on accounts (spec 000 §7 `/{feed}/advertiser/update_note` multipart spreadsheet,
// `/{feed}/advertiser/sync_note`, `/auth/setnote`), under the data scope.

const AUTH = 'auth:transfer';

let t: TestApp;
let rootToken: string;
let operator: CreatedUser;
let operatorToken: string;
let colleagueToken: string;
const ids = new Map<string, { id: number; advertiserId: string }>();
const key = (name: string) => ids.get(name) ?? { id: -1, advertiserId: '0' };

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  operator = await createUser(t.database.db, { abilities: [AUTH] });
  const colleague = await createUser(t.database.db, { abilities: [AUTH] });
  operatorToken = await t.login(operator.username, operator.password);
  colleagueToken = await t.login(colleague.username, colleague.password);
  const game = await createGame(t.database.db, [operator.id]);
  const accounts = t.services.mediaAccounts;
  await accounts.saveAuthorization(
    authorizationOf(t.clock, {
      userId: colleague.id,
      advertisers: [
        grantOf('甲一', { company: '甲公司' }),
        grantOf('甲二', { company: '甲公司' }),
        grantOf('甲三', { company: '甲公司' }),
        grantOf('乙一', { company: '乙公司' }),
        grantOf('无主体', { company: null }),
      ],
    }),
  );
  await accounts.saveAuthorization(
    authorizationOf(t.clock, {
      userId: colleague.id,
      medium: 'kuaishou',
      advertisers: [grantOf('快手一')],
    }),
  );
  for (const row of await t.database.db.select().from(advertisers)) {
    ids.set(row.name, { id: row.id, advertiserId: row.advertiserId });
  }
  // The operator sees 甲一 and 甲二 (their game), not 甲三.
  await accounts.assignGame(
    { userId: colleague.id, roles: ['admin'] },
    [key('甲一').id, key('甲二').id],
    game,
  );
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.update(advertisers).set({ note: null });
});

async function noteOf(name: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ note: advertisers.note })
    .from(advertisers)
    .where(eq(advertisers.id, key(name).id));
  return row?.note ?? null;
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('备注');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (text: string) => Buffer.from(text, 'utf8');

/** Sends the spreadsheet as the web app's upload form does. */
async function upload(
  file: { name: string; data: Buffer },
  opts: { token?: string; medium?: string } = {},
) {
  const form = new FormData();
  if (opts.medium) form.append('medium', opts.medium);
  form.append('file', new Blob([file.data]), file.name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<NoteSheetResult>({
    method: 'POST',
    url: '/api/bytedance/advertiser/update_note',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: opts.token ?? rootToken,
  });
}

describe('note spreadsheet', () => {
  it('applies every row of a good .xlsx file', async () => {
    const data = await xlsx([
      ['广告主ID', '备注'],
      [key('甲一').advertiserId, '主推账户'],
      [key('甲二').advertiserId, '测试素材'],
    ]);
    const res = await upload({ name: '备注.xlsx', data }, { token: operatorToken });
    expect(res.code).toBe(0);
    expect(res.data.updated).toBe(2);
    expect(res.data.rows.map((r) => [r.row, r.result])).toEqual([
      [2, 'updated'],
      [3, 'updated'],
    ]);
    expect(await noteOf('甲一')).toBe('主推账户');
    expect(await noteOf('甲二')).toBe('测试素材');
  });

  it('reads a UTF-8 .csv with a BOM, quoted cells and the columns in any order', async () => {
    const text = `\uFEFF备注,广告主ID\n"含,逗号和""引号""",${key('甲一').advertiserId}\r\n"两\n行",${key('甲三').advertiserId}\n`;
    const res = await upload({ name: 'notes.CSV', data: csv(text) });
    expect(res.code).toBe(0);
    expect(await noteOf('甲一')).toBe('含,逗号和"引号"');
    expect(await noteOf('甲三')).toBe('两\n行');
  });

  it('reads a .csv saved by Excel on Chinese Windows (GBK)', async () => {
    const gbk = Buffer.concat([
      Buffer.from('b9e3b8e6d6f749442cb1b8d7a20a', 'hex'), // 广告主ID,备注\n
      Buffer.from(`${key('乙一').advertiserId},`),
      Buffer.from('b2e2cad4b1b8d7a2', 'hex'), // 测试备注
    ]);
    expect((await upload({ name: 'gbk.csv', data: gbk })).code).toBe(0);
    expect(await noteOf('乙一')).toBe('测试备注');
  });

  it('changes nothing when a row is bad and lists every bad row', async () => {
    const data = await xlsx([
      ['广告主ID', '备注'],
      [key('甲一').advertiserId, '合法'],
      ['123456789', '不存在'],
      [key('甲三').advertiserId, '越权'],
      [key('甲二').advertiserId, '长'.repeat(501)],
      ['abc', '坏ID'],
      [key('甲一').advertiserId, '重复'],
      [1_700_000_000_000_000_000, '数字ID'],
    ]);
    const res = await upload({ name: 'bad.xlsx', data }, { token: operatorToken });
    expect(res.code).toBe(40012);
    expect(res.message_cn).toMatch(/^备注表格有 6 行有误，未做任何修改：第 3 行：/);
    expect(res.message).toEqual([
      '第 3 行：广告主ID 123456789 未授权到本平台',
      `第 4 行：无权修改广告主 ${key('甲三').advertiserId}`,
      '第 5 行：备注 501 个字符，最多 500 个',
      '第 6 行：广告主ID「abc」不是有效的账户ID',
      `第 7 行：广告主ID ${key('甲一').advertiserId} 在表格中重复`,
      '第 8 行：广告主ID 1700000000000000000 超出数字精度，请将该列设为文本格式后重新填写',
    ]);
    expect(res.data.rows.map((r) => r.result)).toEqual([
      'updated',
      'not_found',
      'out_of_scope',
      'too_long',
      'invalid_id',
      'duplicate',
      'invalid_id',
    ]);
    expect(await noteOf('甲一')).toBeNull();
  });

  it('refuses a note holding a control character as a bad row', async () => {
    const file = csv(
      `广告主ID,备注\n${key('甲一').advertiserId},a\u0000b\n${key('甲二').advertiserId},\uFFFDok\n`,
    );
    const res = await upload({ name: 'nul.csv', data: file });
    expect(res.code).toBe(40012);
    expect(res.message).toEqual(['第 2 行：备注不能包含控制字符（如 NUL）']);
    expect(res.data.rows.map((r) => r.result)).toEqual(['invalid_note', 'updated']);
    expect(await noteOf('甲一')).toBeNull();
  });

  it('takes a note of exactly 500 characters, and an empty 备注 clears the note', async () => {
    const exact = csv(`广告主ID,备注\n${key('甲一').advertiserId},${'满'.repeat(500)}\n`);
    expect((await upload({ name: 'a.csv', data: exact })).code).toBe(0);
    expect(await noteOf('甲一')).toHaveLength(500);
    const clear = csv(`广告主ID,备注\n${key('甲一').advertiserId},\n`);
    expect((await upload({ name: 'b.csv', data: clear })).code).toBe(0);
    expect(await noteOf('甲一')).toBeNull();
  });

  it('matches the ids of the medium the form names', async () => {
    const file = csv(`广告主ID,备注\n${key('快手一').advertiserId},快手备注\n`);
    expect((await upload({ name: 'k.csv', data: file })).code).toBe(40012);
    expect((await upload({ name: 'k.csv', data: file }, { medium: 'kuaishou' })).code).toBe(0);
    expect(await noteOf('快手一')).toBe('快手备注');
    const bad = await upload({ name: 'k.csv', data: file }, { medium: 'weibo' });
    expect(bad.code).toBe(10001);
  });

  it.each([
    ['a sheet without the 备注 column', 'x.csv', csv('广告主ID,说明\n1,a\n'), '缺少列：备注'],
    ['a sheet without data rows', 'x.csv', csv('广告主ID,备注\n,\n'), '没有数据行'],
    ['a file that is not a spreadsheet', 'x.txt', csv('广告主ID,备注\n'), '.xlsx 或 .csv'],
    ['a broken .xlsx', 'x.xlsx', csv('not a zip'), '不是有效的 xlsx'],
    ['more than 5000 rows', 'x.csv', csv(`广告主ID,备注\n${'1,a\n'.repeat(5001)}`), '最多 5000 行'],
    ['a file over 2 MB', 'x.csv', Buffer.alloc(2 * 1024 * 1024 + 1, 0x31), '不能超过 2 MB'],
  ])('refuses %s', async (_what, name, data, reason) => {
    const res = await upload({ name, data });
    expect(res.code).toBe(40011);
    expect(res.message_cn).toContain(reason);
  });

  it('needs an upload form and auth:transfer', async () => {
    const json = await t.call({
      method: 'POST',
      url: '/api/bytedance/advertiser/update_note',
      payload: {},
      token: rootToken,
    });
    expect(json.code).toBe(40011);
    const bare = await createUser(t.database.db);
    const token = await t.login(bare.username, bare.password);
    expect((await upload({ name: 'a.csv', data: csv('广告主ID,备注\n') }, { token })).code).toBe(
      10003,
    );
  });
});

describe('sync note to the company', () => {
  const syncNote = (token: string, names: string[]) =>
    t.call<SyncNoteResult>({
      method: 'POST',
      url: '/api/bytedance/advertiser/sync_note',
      payload: { ids: names.map((n) => key(n).id) },
      token,
    });
  const setNote = (name: string, note: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/setnote',
      payload: { id: key(name).id, note },
      token: rootToken,
    });

  it('copies the note to the accounts of the same company', async () => {
    await setNote('甲一', '甲公司主体');
    const res = await syncNote(colleagueToken, ['甲一']);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      updated: 2,
      companies: [{ company: '甲公司', note: '甲公司主体', accounts: 2 }],
      skipped: [],
    });
    expect(await noteOf('甲二')).toBe('甲公司主体');
    expect(await noteOf('甲三')).toBe('甲公司主体');
    expect(await noteOf('乙一')).toBeNull();
  });

  it('changes only the accounts the caller may change', async () => {
    await setNote('甲一', '运营备注');
    const res = await syncNote(operatorToken, ['甲一']);
    expect(res.data.updated).toBe(1);
    expect(await noteOf('甲二')).toBe('运营备注');
    expect(await noteOf('甲三')).toBeNull();
  });

  it('skips accounts without a company or a note', async () => {
    await setNote('无主体', '孤立');
    const res = await syncNote(rootToken, ['无主体', '乙一']);
    expect(res.data.updated).toBe(0);
    expect(res.data.skipped).toEqual([
      { id: key('乙一').id, reason: '没有备注' },
      { id: key('无主体').id, reason: '未知主体' },
    ]);
  });

  it('refuses selected accounts of one company with different notes', async () => {
    await setNote('甲一', '一');
    await setNote('甲二', '二');
    const res = await syncNote(rootToken, ['甲一', '甲二']);
    expect(res.code).toBe(10001);
    expect(res.message).toEqual(['主体「甲公司」的所选账户备注不一致，请只选择其中一个']);
    expect(await noteOf('甲三')).toBeNull();
  });

  it('refuses an account outside the scope', async () => {
    await setNote('甲三', '越权');
    const res = await syncNote(operatorToken, ['甲三']);
    expect(res.code).toBe(10004);
    expect(await noteOf('甲一')).toBeNull();
  });
});
