import { describe, expect, it } from 'vitest';
import { balanceDaysLeft, isLowBalance, LOW_BALANCE_DAYS } from './balance-alert';

describe('low balance', () => {
  it('is below LOW_BALANCE_DAYS days of the recent daily cost', () => {
    expect(isLowBalance(LOW_BALANCE_DAYS * 1000 - 1, 1000)).toBe(true);
    expect(isLowBalance(LOW_BALANCE_DAYS * 1000, 1000)).toBe(false);
  });
  it('never flags an account without recent cost or without a known balance', () => {
    expect(isLowBalance(0, 0)).toBe(false);
    expect(isLowBalance(null, 1000)).toBe(false);
  });
  it('counts days with one decimal, a negative balance as none', () => {
    expect(balanceDaysLeft(2_590, 1_000)).toBe(2.5);
    expect(balanceDaysLeft(-10, 1_000)).toBe(0);
  });
});
