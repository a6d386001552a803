import type {
  AgeBand,
  GENDERS,
  RegionTargeting,
  TencentAccountPick,
  TencentAccountPicks,
} from '@toufang/contracts';

type Gender = (typeof GENDERS)[number];
import { tencent } from '@toufang/media-wire';
import type { z } from 'zod';
import type { TokenSource } from '../http/token-provider';
import { AGE_RANGES, geoLocationWire, WIRE_GENDERS } from './audience-wire';

// An account's picks (contracts creation/tencent-picks.ts) on the wire of adgroups/add and
// dynamic_creatives/add (v3) and of the v1.3 adgroups/add and adcreatives/add:
// - the targeting: the package's (read from targetings/get when the adgroup is made, so it is the
//   package as it is then), the draft's gender, age bands and regions replacing the package's
//   (its `geo_location`) when set,
//   and the picked custom audiences (targeted, excluded) replacing the package's when any;
// - the conversion: `conversion_id`;
// - the landing page: a 官方落地页 is `PAGE_TYPE_OFFICIAL` with `official_spec.page_id`, else the
//   draft's address as `PAGE_TYPE_H5`;
// - the brand: one `brand` component `{brand_name, brand_image_id}`.

export const pickOf = (picks: TencentAccountPicks, accountId: string): TencentAccountPick | null =>
  picks[accountId] ?? null;

type Send = <T>(
  schema: z.ZodType<T>,
  token: TokenSource,
  accountId: string,
  params: Record<string, unknown>,
) => Promise<T>;

/** The adgroup's targeting from the account's package (if picked), the draft and the audiences. */
export async function targetingOf(
  send: Send,
  token: TokenSource,
  accountId: string,
  pick: TencentAccountPick | null,
  audience: { gender: Gender; age: readonly AgeBand[]; region: RegionTargeting },
): Promise<tencent.Targeting> {
  let base: tencent.Targeting = {};
  if (pick?.targeting_id) {
    const data = await send(tencent.TargetingsGetDataSchema, token, accountId, {
      filtering: [{ field: 'targeting_id', operator: 'EQUALS', values: [pick.targeting_id] }],
      page: 1,
      page_size: 1,
    });
    const found = data.list.find((t) => t.targeting_id === pick.targeting_id && !t.is_deleted);
    if (!found) {
      throw new Error(`定向包「${pick.targeting_name || pick.targeting_id}」在该账户不存在`);
    }
    base = { ...(found.targeting ?? {}) };
  }
  const picked = (pick?.custom_audience.length ?? 0) + (pick?.excluded_custom_audience.length ?? 0);
  return {
    ...base,
    ...(audience.age.length > 0 ? { age: audience.age.map((b) => AGE_RANGES[b]) } : {}),
    ...(audience.gender !== 'NONE' ? { gender: [WIRE_GENDERS[audience.gender]] } : {}),
    // The draft's regions replace the package's geo_location; 不限 keeps the package's.
    ...(audience.region.district === 'CITY'
      ? { geo_location: geoLocationWire(audience.region) }
      : {}),
    ...(picked > 0 && pick
      ? {
          custom_audience: pick.custom_audience,
          excluded_custom_audience: pick.excluded_custom_audience,
        }
      : {}),
  };
}

export const conversionOf = (pick: TencentAccountPick | null) =>
  pick?.conversion_id ? { conversion_id: pick.conversion_id } : {};

/** The creative's `jump_info` value: the account's 官方落地页, else the draft's address. */
export const jumpInfoOf = (pick: TencentAccountPick | null, pageUrl: string) =>
  pick?.page_id
    ? { page_type: 'PAGE_TYPE_OFFICIAL', page_spec: { official_spec: { page_id: pick.page_id } } }
    : { page_type: 'PAGE_TYPE_H5', page_spec: { h5_spec: { page_url: pageUrl } } };

/** The creative's `brand` components: the account's brand image, if picked. */
export const brandOf = (pick: TencentAccountPick | null) =>
  pick?.brand_image_id
    ? { brand: [{ value: { brand_name: pick.brand_name, brand_image_id: pick.brand_image_id } }] }
    : {};
