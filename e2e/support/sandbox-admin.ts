/** The embedded media sandbox's admin API (fault knobs), on the port playwright.config.ts sets. */
const origin = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '18089'}`;

export interface FaultRule {
  endpoint: string;
  errorRate?: number;
  noopRate?: number;
  timeoutRate?: number;
  latencyMs?: number;
}

/** Replaces the sandbox's fault rules (an empty list clears them). */
export async function setSandboxFaults(rules: FaultRule[], seed?: number): Promise<void> {
  const response = await fetch(`${origin}/_admin/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules, seed: seed ?? null }),
  });
  if (!response.ok) throw new Error(`setting the sandbox faults answered ${response.status}`);
}

/** Ocean Engine promotions the embedded sandbox holds (its admin state summary). */
export async function sandboxPromotionCount(): Promise<number> {
  const response = await fetch(`${origin}/_admin/state/summary`);
  const { collections } = (await response.json()) as { collections: Record<string, number> };
  const count = collections['oceanengine.promotions'];
  if (count === undefined) throw new Error('the sandbox summary has no oceanengine.promotions');
  return count;
}
