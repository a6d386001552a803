import type { UserRow } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  abilityCountText,
  holdsAllAbilities,
  matchesUser,
  memberIds,
  userTransferItems,
} from './role-rules';

describe('holdsAllAbilities', () => {
  it.each([
    ['admin', true, true],
    ['admin', false, false],
    ['operator', true, false],
  ])('role %s (system %s) → %s', (name, isSystem, expected) => {
    expect(holdsAllAbilities({ name, is_system: isSystem })).toBe(expected);
  });

  it('counts abilities, except for the super administrator', () => {
    expect(abilityCountText({ name: 'operator', is_system: false, ability_ids: [1, 2] })).toBe('2');
    expect(abilityCountText({ name: 'admin', is_system: true, ability_ids: [] })).toBe('全部');
  });
});

const user = (id: number, username: string, nickName: string, status: 0 | 1): UserRow => ({
  id,
  username,
  nick_name: nickName,
  mobile: null,
  status,
  dept_id: null,
  dept_name: null,
  ks_boost_admin: false,
  roles: [],
  games: [],
  last_login_at: null,
  created_at: '2025-01-01T00:00:00Z',
  sign_in_lock: null,
});

describe('member picker', () => {
  const items = userTransferItems([user(1, 'zhangsan', '张三', 1), user(2, 'Lisi', '李四', 0)]);

  it('keys users by id and marks disabled accounts', () => {
    expect(items).toEqual([
      { key: '1', nickName: '张三', username: 'zhangsan', inactive: false },
      { key: '2', nickName: '李四', username: 'Lisi', inactive: true },
    ]);
  });

  it.each([
    ['张', ['1']],
    ['lisi', ['2']],
    ['  ', ['1', '2']],
    ['wang', []],
  ])('search %j finds %j', (input, keys) => {
    expect(items.filter((item) => matchesUser(input, item)).map((item) => item.key)).toEqual(keys);
  });

  it('turns picker keys back into user ids', () => {
    expect(memberIds(['3', '12', 'x', '0'])).toEqual([3, 12]);
  });
});
