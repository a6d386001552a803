// What the per-account pick rules of every medium share (tencent-picks.ts, bytedance-picks.ts):
// the accounts an error names, the first ten and how many in all.

const LISTED = 10;

/** The accounts an error names: up to ten ids, then how many. */
export const accountListOf = (ids: readonly string[]) =>
  ids.length > LISTED
    ? `${ids.slice(0, LISTED).join('、')} 等 ${ids.length} 个账户`
    : ids.join('、');

/** The pick of one account of the draft (empty when it picked nothing). */
export function accountPickOf<P>(
  picks: Readonly<Record<string, P>>,
  accountId: string,
): Partial<P> {
  return picks[accountId] ?? {};
}
