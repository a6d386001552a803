import { describe, expect, it } from 'vitest';
import { containing, uniqueViolation } from './sql-helpers';

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
