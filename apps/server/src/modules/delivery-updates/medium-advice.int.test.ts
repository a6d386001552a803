import type { RejectReasonAnswer } from '@toufang/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../../db/schema';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The Tencent v3 audit advice (contracts MEDIUM_ADVICE_PATHS) through HTTP against the media
// sandbox: a denied dynamic creative's review results, an adgroup's as its creatives', and the
// checks of the advertiser's objects and of the query.

let w: ApiWorld;
let tx: string[] = [];

beforeAll(async () => {
  w = await startApiWorld();
  tx = await authorizeMedium(w.t, w.rootToken, 'tencent');
  for (const advertiserId of tx) {
    await w.t.services.mediaSync.readBack({ medium: 'tencent', advertiserId }, [
      { resource: 'ads' },
      { resource: 'creatives' },
    ]);
  }
}, 120_000);
afterAll(() => w.close());

const CREATIVE = '/api/tencent/v3/dynamic_creative/rejectreason';
const ADGROUP = '/api/tencent/v3/adgroup/rejectreason';

/** A dynamic creative the medium's review denied (in part or whole), as the mirror holds it. */
async function deniedCreative() {
  const [creative] = await w.t.database.db
    .select({
      id: creatives.creativeId,
      advertiserId: creatives.advertiserId,
      parentId: creatives.adId,
    })
    .from(creatives)
    .where(
      and(
        eq(creatives.medium, 'tencent'),
        or(
          eq(creatives.rawStatus, 'CREATIVE_SET_APPROVAL_STATUS_DENIED'),
          eq(creatives.rawStatus, 'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL'),
        ),
      ),
    )
    .orderBy(creatives.creativeId)
    .limit(1);
  if (creative === undefined) throw new Error('the mirror has no denied dynamic creative');
  return creative;
}

describe('Tencent v3 audit advice', () => {
  it("answers a denied creative's rejected elements with their reasons", async () => {
    const creative = await deniedCreative();
    const answer = await w.get<RejectReasonAnswer>(
      `${CREATIVE}?advertiser_id=${creative.advertiserId}&ids=${creative.id}`,
    );
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((r) => r.promotion_id)).toEqual([creative.id]);
    const [advice] = answer.data.list;
    const reasons = [
      ...(advice?.promotion_reject ?? []).flatMap((r) => r.reject_reason),
      ...(advice?.items ?? []).flatMap((i) => i.reject_reason),
    ];
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((reason) => reason.trim() !== '')).toBe(true);
    // Each card gives the reason and, read out of Tencent's text, the advice apart from it.
    const cards = [...(advice?.promotion_reject ?? []), ...(advice?.items ?? [])];
    for (const card of cards) {
      expect(card.reject_reason.length).toBeGreaterThan(0);
      expect(card.suggestion.length).toBeGreaterThan(0);
      expect(card.reject_reason.join('')).not.toContain('修改建议');
      expect(card.suggestion.every((s) => s.startsWith('请'))).toBe(true);
    }
  });

  it("answers an adgroup's advice as that of its creatives, each named", async () => {
    const creative = await deniedCreative();
    const answer = await w.get<RejectReasonAnswer>(
      `${ADGROUP}?advertiser_id=${creative.advertiserId}&ids=${creative.parentId}`,
    );
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((r) => r.promotion_id)).toContain(creative.id);
  });

  it('refuses objects of another advertiser and a bad id list, in Chinese', async () => {
    const creative = await deniedCreative();
    const other = tx.find((id) => id !== creative.advertiserId);
    const foreign = await w.get<RejectReasonAnswer>(
      `${CREATIVE}?advertiser_id=${other}&ids=${creative.id}`,
    );
    expect(foreign.code).not.toBe(0);
    expect(JSON.stringify(foreign)).toContain(creative.id);
    const bad = await w.get<RejectReasonAnswer>(
      `${CREATIVE}?advertiser_id=${creative.advertiserId}&ids=0123`,
    );
    expect(bad.code).not.toBe(0);
    expect(JSON.stringify(bad)).toContain('ID应为不以0开头的正整数');
  });
});
