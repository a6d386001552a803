import type { tencent } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { createRandom, randomInt } from '../../prng';

// What an account has on Tencent Ads to build from (media-wire tencent/creation-assets.ts):
// landing pages, brand images, targeting packages and custom audiences. Each account's catalogue
// is drawn from a generator seeded by its id, so every call answers the same objects and every
// account has its own ids; the statuses are mixed (a page under review, an audience still
// processing), as an operator's account has them. Times are fixed per object (unix seconds).

const BASE_TIME = 1_767_225_600; // 2026-01-01 Asia/Shanghai midnight, as unix seconds
const DAY_S = 86_400;

const PAGE_KINDS: readonly { type: string; label: string }[] = [
  { type: 'PAGE_TYPE_OFFICIAL', label: '官方落地页' },
  { type: 'PAGE_TYPE_OFFICIAL', label: '官方落地页' },
  { type: 'PAGE_TYPE_XJ_ANDROID_APP_H5', label: '蹊径安卓落地页' },
  { type: 'PAGE_TYPE_XJ_IOS_APP_H5', label: '蹊径iOS落地页' },
];
const PAGE_STATUSES: readonly tencent.PageStatus[] = ['NORMAL', 'NORMAL', 'NORMAL', 'PENDING'];

export function landingPagesOf(accountId: number): tencent.LandingPage[] {
  const random = createRandom(`tencent-pages:${accountId}`);
  const total = randomInt(random, 3, 9);
  return Array.from({ length: total }, (_, n) => {
    const id = 60_000_000 + (accountId % 100_000) * 100 + n;
    const kind = PAGE_KINDS[n % PAGE_KINDS.length] ?? PAGE_KINDS[0]!;
    const created = BASE_TIME - (n + 1) * DAY_S;
    return {
      page_id: id,
      page_name: `${kind.label}${n + 1}`,
      page_type: kind.type,
      page_url: `${CDN_HOSTS.tencent}/page/${id}/index.html`,
      page_status:
        n === 0
          ? 'NORMAL'
          : (PAGE_STATUSES[randomInt(random, 0, PAGE_STATUSES.length - 1)] ?? 'NORMAL'),
      owner_account_id: accountId,
      created_time: created,
      last_modified_time: created + DAY_S / 2,
    };
  });
}

export function brandImagesOf(accountId: number): tencent.BrandImage[] {
  const random = createRandom(`tencent-brands:${accountId}`);
  const total = randomInt(random, 1, 4);
  return Array.from({ length: total }, (_, n) => {
    const imageId = `brand_${accountId}_${n + 1}`;
    return {
      account_id: accountId,
      name: `品牌${n + 1}`,
      image_id: imageId,
      width: 512,
      height: 512,
      image_url: `${CDN_HOSTS.tencent}/brand/${imageId}.png`,
      created_time: BASE_TIME - (n + 1) * DAY_S,
    };
  });
}

const AUDIENCE_KINDS: readonly { type: string; label: string }[] = [
  { type: 'CUSTOMER_FILE', label: '号码包' },
  { type: 'LOOKALIKE', label: '拓展人群' },
  { type: 'USER_ACTION', label: '行为人群' },
  { type: 'COMBINE', label: '组合人群' },
];

export function customAudiencesOf(accountId: number): tencent.CustomAudience[] {
  const random = createRandom(`tencent-audiences:${accountId}`);
  const total = randomInt(random, 3, 8);
  return Array.from({ length: total }, (_, n) => {
    const kind = AUDIENCE_KINDS[n % AUDIENCE_KINDS.length] ?? AUDIENCE_KINDS[0]!;
    const created = new Date((BASE_TIME - (n + 1) * DAY_S) * 1000);
    const time = created.toISOString().slice(0, 19).replace('T', ' ');
    const processing = n > 1 && randomInt(random, 0, 3) === 0;
    return {
      audience_id: 70_000_000 + (accountId % 100_000) * 100 + n,
      account_id: accountId,
      name: `${kind.label}${n + 1}`,
      description: '',
      type: kind.type,
      source: 'ADVERTISER_OWN_DATA',
      status: processing ? 'PROCESSING' : 'SUCCESS',
      online_status: processing ? 'LOADING' : 'ONLINE',
      is_own: true,
      error_code: 0,
      user_count: processing ? 0 : randomInt(random, 20_000, 5_000_000),
      created_time: time,
      last_modified_time: time,
    };
  });
}

const AGE_PACKS: readonly { min: number; max: number }[][] = [
  [{ min: 18, max: 23 }],
  [
    { min: 24, max: 30 },
    { min: 31, max: 40 },
  ],
  [{ min: 18, max: 40 }],
];

/** The packages' regions (广东省; 北京市 and 上海市; 杭州市). */
const PACKAGE_REGIONS = [[440000], [110000, 310000], [330100]];

export function targetingPackagesOf(accountId: number): tencent.TargetingPackage[] {
  const random = createRandom(`tencent-targetings:${accountId}`);
  const audiences = customAudiencesOf(accountId).filter((a) => a.status === 'SUCCESS');
  const total = randomInt(random, 2, 5);
  return Array.from({ length: total }, (_, n) => {
    const age = AGE_PACKS[n % AGE_PACKS.length] ?? AGE_PACKS[0]!;
    const audience = audiences[n % Math.max(audiences.length, 1)];
    const created = BASE_TIME - (n + 1) * DAY_S;
    return {
      targeting_id: 80_000_000 + (accountId % 100_000) * 100 + n,
      targeting_name: `定向包${n + 1}`,
      targeting: {
        age,
        ...(n % 2 === 1 ? { gender: ['MALE'] } : {}),
        geo_location: {
          regions: PACKAGE_REGIONS[n % PACKAGE_REGIONS.length] ?? [],
          location_types: ['LIVE_IN'],
        },
        ...(audience ? { custom_audience: [audience.audience_id] } : {}),
      },
      targeting_translation: `年龄：${age.map((a) => `${a.min}-${a.max}岁`).join('、')}`,
      is_deleted: false,
      created_time: created,
      last_modified_time: created,
      targeting_source_type: 'TARGETING_SOURCE_TYPE_CREATE',
    };
  });
}

/** Why an adgroup's custom audiences cannot be targeted by the account, or null. */
export function audienceRefusal(
  accountId: number,
  targeting: { custom_audience?: number[]; excluded_custom_audience?: number[] } | undefined,
): string | null {
  const usable = new Map(customAudiencesOf(accountId).map((a) => [a.audience_id, a]));
  for (const id of [
    ...(targeting?.custom_audience ?? []),
    ...(targeting?.excluded_custom_audience ?? []),
  ]) {
    const audience = usable.get(id);
    if (!audience) return `人群 ${id} 不存在或不属于该账户`;
    if (audience.status !== 'SUCCESS') return `人群「${audience.name}」尚未计算完成，不能用于定向`;
  }
  return null;
}

/** Why a creative's landing page or brand is not the account's, or null. */
export function componentRefusal(
  accountId: number,
  components: Record<string, unknown> | undefined,
): string | null {
  const values = (key: string) =>
    ((components?.[key] as { value?: Record<string, unknown> }[] | undefined) ?? []).map(
      (c) => c.value ?? {},
    );
  for (const jump of values('jump_info')) {
    if (jump.page_type !== 'PAGE_TYPE_OFFICIAL') continue;
    const spec = (jump.page_spec as { official_spec?: { page_id?: number } } | undefined)
      ?.official_spec;
    const page = landingPagesOf(accountId).find((p) => p.page_id === spec?.page_id);
    if (!page || page.page_type !== 'PAGE_TYPE_OFFICIAL') {
      return `落地页 ${spec?.page_id ?? ''} 不是该账户的官方落地页`;
    }
    if (page.page_status !== 'NORMAL') return `落地页「${page.page_name}」尚未审核通过`;
  }
  for (const brand of values('brand')) {
    const image = brandImagesOf(accountId).find((b) => b.image_id === brand.brand_image_id);
    if (!image) return `品牌形象 ${String(brand.brand_image_id)} 不属于该账户`;
    if (!brand.brand_name) return '品牌名称不能为空';
  }
  return null;
}

/** Why an adgroup cannot optimise for the conversion (not the account's, another goal), or null. */
export function conversionRefusal(
  accountConversions: readonly {
    id: number;
    wire: { optimization_goal: string; is_deleted?: boolean | undefined };
  }[],
  conversionId: number | undefined,
  optimizationGoal: string | undefined,
): string | null {
  if (conversionId === undefined) return null;
  const conversion = accountConversions.find((c) => c.id === conversionId && !c.wire.is_deleted);
  if (!conversion) return `转化 ${conversionId} 不属于该账户`;
  if (optimizationGoal && conversion.wire.optimization_goal !== optimizationGoal) {
    return '转化的优化目标与广告的优化目标不一致';
  }
  return null;
}
