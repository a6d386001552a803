import { describe, expect, it } from 'vitest';
import {
  catchDuplicate,
  catchUniqueViolation,
  containing,
  groupByOwner,
  uniqueViolation,
} from './sql-helpers';

describe('containing', () => {
  it.each([
    ['abc', '%abc%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('matches %s literally', (keyword, pattern) => {
    expect(containing(keyword)).toBe(pattern);
  });
});

describe('uniqueViolation', () => {
  it('finds the constraint of a bare driver error', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'users_mobile_unique' })).toBe(
      'users_mobile_unique',
    );
  });

  it('finds it through a wrapping query error', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: { code: '23505', constraint: 'roles_name_unique' },
    });
    expect(uniqueViolation(wrapped)).toBe('roles_name_unique');
  });

  it('answers null for other errors', () => {
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation({ code: '23503' })).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});

describe('catchUniqueViolation and catchDuplicate', () => {
  const duplicateMobile = Object.assign(new Error('Failed query'), {
    cause: { code: '23505', constraint: 'users_mobile_unique' },
  });

  it('passes the result of a write that lands', async () => {
    await expect(
      catchUniqueViolation(
        () => Promise.resolve(7),
        () => 'dup',
      ),
    ).resolves.toBe(7);
  });

  it('turns a unique_violation into what the constraint maps to', async () => {
    const outcome = catchUniqueViolation(
      () => Promise.reject(duplicateMobile),
      (constraint) => `taken:${constraint}`,
    );
    await expect(outcome).resolves.toBe('taken:users_mobile_unique');
    await expect(catchDuplicate(() => Promise.reject(duplicateMobile))).resolves.toBe('duplicate');
  });

  it('throws any other error on', async () => {
    const boom = new Error('boom');
    await expect(catchDuplicate(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});

describe('groupByOwner', () => {
  it('groups values by owner in row order and leaves out owners without rows', () => {
    const rows = [
      { roleId: 2, id: 5 },
      { roleId: 1, id: 3 },
      { roleId: 2, id: 9 },
    ];
    const grouped = groupByOwner(rows, (r) => [r.roleId, r.id]);
    expect([...grouped]).toEqual([
      [2, [5, 9]],
      [1, [3]],
    ]);
    expect(grouped.has(3)).toBe(false);
  });
});
