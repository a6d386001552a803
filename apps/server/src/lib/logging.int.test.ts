import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ROOT_USER, type TestApp } from '../test/test-app';

// A failing query used to be logged with its parameters: the new user's argon2id hash among them.

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  // Makes the insert of one nick name fail in the database, whatever the request validation allows.
  await t.database.db.execute(
    sql`alter table users add constraint users_nick_test_refused check (nick_name <> '拒绝的名字')`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('logs of a failing write', () => {
  it('name the failure without the query parameters or any secret', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    const password = 'Sup3rSecretPassw0rd';
    const res = await t.call({
      method: 'POST',
      url: '/api/user/add',
      token,
      payload: { username: 'li.lei', password, nick_name: '拒绝的名字' },
    });
    expect(res.code).toBe(50000);

    const failure = lines.find((line) => line.includes('unhandled error'));
    expect(failure).toBeDefined();
    expect(failure).toContain('users_nick_test_refused');
    expect(failure).toContain('insert into');
    const log = lines.join('\n');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(password);
    expect(log).not.toContain('li.lei');
    expect(log).not.toContain(token);
  });
});
