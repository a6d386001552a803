/** An account is low on balance when it covers fewer days than this at its recent daily cost. */
export const LOW_BALANCE_DAYS = 3;
/** Days the recent daily cost is averaged over. */
export const BALANCE_COST_DAYS = 7;

/**
 * Days the balance lasts at `dailyCost` (both in 分), one decimal; null for an account without
 * recent cost (nothing runs it down) or without a known balance.
 */
export function balanceDaysLeft(balance: number | null, dailyCost: number): number | null {
  if (balance === null || dailyCost <= 0) return null;
  return Math.floor((Math.max(balance, 0) / dailyCost) * 10) / 10;
}

/** Whether the health panel lists the account as low on balance. */
export function isLowBalance(balance: number | null, dailyCost: number): boolean {
  const left = balanceDaysLeft(balance, dailyCost);
  return left !== null && left < LOW_BALANCE_DAYS;
}
