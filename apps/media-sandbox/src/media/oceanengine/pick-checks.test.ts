import { oceanengine } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './creation-read-routes';
import { checkPromotionPicks } from './pick-checks';

// What v3.0/promotion/create/ checks of the 试玩素材 a promotion plays: an approved playable of
// the advertiser, by the address its list gives.

const ADVERTISER = 1_700_000_000_000_011;

const promotionWith = (uris: string[]) =>
  oceanengine.PromotionCreateRequestSchema.parse({
    advertiser_id: ADVERTISER,
    project_id: 1,
    name: '试玩广告',
    promotion_materials: {
      trial_play_material_list: uris.map((uri) => ({ app_play_uri: uri })),
    },
  });

describe('checkPromotionPicks: 试玩素材', () => {
  const catalogue = catalogueOf(ADVERTISER, 0);
  const approved = catalogue.playables.find((p) => p.status === 'AUDIT_SUCCESS');
  const pending = catalogue.playables.find((p) => p.status !== 'AUDIT_SUCCESS');
  const theirs = catalogueOf(ADVERTISER + 1, 0).playables[0];

  it('takes an approved playable of the advertiser', () => {
    if (!approved) throw new Error('the seeded catalogue changed');
    expect(() =>
      checkPromotionPicks(catalogue, promotionWith([approved.playable_url])),
    ).not.toThrow();
  });

  it('refuses another advertiser’s playable and one not approved', () => {
    if (!theirs || !pending) throw new Error('the seeded catalogue changed');
    expect(() => checkPromotionPicks(catalogue, promotionWith([theirs.playable_url]))).toThrow(
      `试玩素材 ${theirs.playable_url} 不存在或不属于该广告主`,
    );
    expect(() => checkPromotionPicks(catalogue, promotionWith([pending.playable_url]))).toThrow(
      `试玩素材 ${pending.playable_id} 未审核通过`,
    );
  });
});
