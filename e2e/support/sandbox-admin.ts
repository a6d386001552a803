/** The embedded media sandbox's admin API (fault knobs), on the port playwright.config.ts sets. */
function origin(): string {
  const port = process.env.E2E_SANDBOX_PORT;
  if (!port) throw new Error('E2E_SANDBOX_PORT is not set (e2e/playwright.config.ts sets it)');
  return `http://127.0.0.1:${port}`;
}

export interface FaultRule {
  endpoint: string;
  /** Only the calls naming one of these advertisers (advertiser_id / account_id). */
  advertisers?: string[];
  errorRate?: number;
  noopRate?: number;
  timeoutRate?: number;
  latencyMs?: number;
}

/** Replaces the sandbox's fault rules (an empty list clears them). */
export async function setSandboxFaults(rules: FaultRule[], seed?: number): Promise<void> {
  const response = await fetch(`${origin()}/_admin/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules, seed: seed ?? null }),
  });
  if (!response.ok) throw new Error(`setting the sandbox faults answered ${response.status}`);
}

/** Ocean Engine promotions the embedded sandbox holds (its admin state summary). */
export async function sandboxPromotionCount(): Promise<number> {
  const response = await fetch(`${origin()}/_admin/state/summary`);
  const { collections } = (await response.json()) as { collections: Record<string, number> };
  const count = collections['oceanengine.promotions'];
  if (count === undefined) throw new Error('the sandbox summary has no oceanengine.promotions');
  return count;
}

/** Moves the embedded sandbox's simulated clock forward (reviews, scans and builds finish). */
export async function advanceSandboxClock(ms: number): Promise<void> {
  const response = await fetch(`${origin()}/_admin/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  if (!response.ok) throw new Error(`advancing the sandbox clock answered ${response.status}`);
}
