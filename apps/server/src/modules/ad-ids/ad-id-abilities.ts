import { BASE_ABILITIES, BASE_MEDIA, type BaseMedium } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';

/** spec 000 §2 / spec 002 §2: the channel-ID pages (media, mediaKs, mediaQq, mediaOther, mediaPc). */
export const CHANNEL_ID_ABILITY = 'amt:adid_category_list';
/** `/landing/batchmedia` 批量生成广告ID and `batchmedia/list` 批量生成记录: every medium's batches. */
export const BATCH_ABILITY = 'batch:list';
/** The conversion-base pages of the API media and 其他媒体, with their 批量广告ID (`collect/more`). */
export const AMT_BASE_ABILITY = 'amt:linkbase';

/**
 * The media whose ad-ID batches the caller may list, open and add to. The channel-ID and batch
 * pages serve every medium; who only keeps conversion bases (批量广告ID of a base, `collect/more`)
 * works on the batches of the media whose bases they keep (`BASE_ABILITIES`).
 */
export function batchMedia(auth: AuthContext): BaseMedium[] {
  if (auth.abilities.has(CHANNEL_ID_ABILITY) || auth.abilities.has(BATCH_ABILITY)) {
    return [...BASE_MEDIA];
  }
  return BASE_MEDIA.filter((m) => auth.abilities.has(BASE_ABILITIES[m]));
}
