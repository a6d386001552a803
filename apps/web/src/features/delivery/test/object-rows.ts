import type { DeliveryObjectRow } from '@toufang/contracts';
import { ACCOUNT } from './fake-api';

/** A neutral report row of a medium's object tab (levels 1–3), as the reports answer it. */
export function objectRow(
  fields: Partial<DeliveryObjectRow> & Pick<DeliveryObjectRow, 'id' | 'name' | 'level'>,
): DeliveryObjectRow {
  return {
    advertiser_id: ACCOUNT.advertiser_id,
    advertiser_name: ACCOUNT.advertiser_name,
    campaign: null,
    ad: null,
    status: null,
    delivery_status: 'delivering',
    opt_status: 'ENABLE',
    audit_denied: false,
    budget: { budget_mode: 'BUDGET_MODE_DAY', budget: 1000 },
    cpa_bid: null,
    bid: null,
    deep_bid: null,
    roi_goal: null,
    pricing: null,
    convert_type: null,
    deep_convert_type: null,
    marketing_goal: null,
    ad_type: null,
    platform: null,
    start_date: null,
    end_date: null,
    schedule_time: null,
    material_id: null,
    material_type: null,
    extra: {},
    gad_source: 'oceanengine',
    game: ACCOUNT.game,
    designer_id: null,
    create_time: '2026-11-01T08:00:00.000Z',
    sync_time: '2026-11-24T00:00:00.000Z',
    stat_cost: 12.5,
    ...fields,
  };
}

export const KS_CAMPAIGN = objectRow({
  id: '9100001',
  name: '快手计划一',
  level: 1,
  status: '4',
  marketing_goal: '2',
  extra: { put_status: '1' },
});

export const KS_UNIT = objectRow({
  id: '9200001',
  name: '快手组被拒',
  level: 2,
  campaign: { id: KS_CAMPAIGN.id, name: KS_CAMPAIGN.name },
  status: '12',
  audit_denied: true,
  opt_status: 'DISABLE',
  cpa_bid: 12.3,
  convert_type: '190',
  extra: { unit_type: '7', put_status: '2', review_detail: '素材含有违规内容' },
});

export const TX_ADGROUP = objectRow({
  id: '8200001',
  name: '腾讯广告一',
  level: 2,
  status: 'ADGROUP_STATUS_ACTIVE',
  extra: { configured_status: 'AD_STATUS_NORMAL', system_status: 'ADGROUP_STATUS_ACTIVE' },
});
