// Copy ad (spec 001 §4 "Copy ad", §5 "Copy", §9): only ads of OCPM/OCPC projects that have
// creatives can be copied; the copy takes at most 10 titles.

export const COPY_PRICING_MESSAGE = '只有推广目的为行动转化-应用推广的计划才可复制!';
export const COPY_NO_CREATIVE_MESSAGE = '该广告计划还没有创意';
/** Titles a copied ad may carry (spec 001 §9; spec 002 §9 bytedance title limit). */
export const COPY_TITLE_LIMIT = 10;

export const COPY_TITLE_LIMIT_MESSAGE = `标题最多${COPY_TITLE_LIMIT}个`;

export const COPYABLE_PRICINGS: readonly string[] = ['PRICING_OCPM', 'PRICING_OCPC'];

export interface CopySource {
  /** The pricing of the ad's project. */
  pricing?: string | null;
  /** Creatives (materials) the ad has. */
  creativeCount: number;
}

/** Why an ad cannot be copied, or undefined when it can; the pricing is checked first. */
export function copyPromotionBlocker(source: CopySource): string | undefined {
  if (source.pricing === null || source.pricing === undefined) return COPY_PRICING_MESSAGE;
  if (!COPYABLE_PRICINGS.includes(source.pricing)) return COPY_PRICING_MESSAGE;
  if (source.creativeCount <= 0) return COPY_NO_CREATIVE_MESSAGE;
  return undefined;
}

/** The title error of a copy, or undefined when 10 titles or fewer are chosen. */
export function copyTitlesError(titles: readonly string[]): string | undefined {
  return titles.length > COPY_TITLE_LIMIT ? COPY_TITLE_LIMIT_MESSAGE : undefined;
}
