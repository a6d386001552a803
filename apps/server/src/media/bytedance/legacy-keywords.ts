import { KEYWORD_LIMITS, type KeywordInput } from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import { MediaCallError } from '../http/media-errors';
import type { AdapterDeps } from '../media-adapter';
import { endpointCaller } from '../write-calls';

// The keywords of a legacy v2 search ad (docs/architecture/creation.md "Keywords"): made after the
// ad, in calls of at most 100 (2/keyword/create_v2/). The ad's keywords are read first, so a retry
// sends only the words the ad does not have; a word the medium refuses fails the ad's item with the
// medium's reason, and the words it took stay.

const ENDPOINTS = {
  keywordCreate: { method: 'POST', path: '2/keyword/create_v2/' },
  keywordGet: { method: 'GET', path: '2/keyword/get/' },
} as const;

export function bytedanceLegacyKeywords(deps: AdapterDeps) {
  const call = endpointCaller(deps.client, 'bytedance', ENDPOINTS, 'advertiser_id');

  /** Adds to the ad the keywords it does not have yet. */
  return async function ensureKeywords(
    token: TokenSource,
    advertiserId: string,
    adId: string,
    keywords: readonly KeywordInput[],
  ): Promise<void> {
    if (keywords.length === 0) return;
    const have = await call('keywordGet', oceanengine.V2KeywordGetDataSchema, token, advertiserId, {
      filtering: { ad_id: BigInt(adId) },
    });
    const taken = new Set(have.data.list.map((k) => k.word.toLowerCase()));
    const missing = keywords.filter((k) => !taken.has(k.word.toLowerCase()));
    const refused: string[] = [];
    const perCall = KEYWORD_LIMITS.bytedance_v2.perCall;
    for (let at = 0; at < missing.length; at += perCall) {
      const answer = await call(
        'keywordCreate',
        oceanengine.V2KeywordCreateDataSchema,
        token,
        advertiserId,
        {
          ad_id: BigInt(adId),
          keywords: missing
            .slice(at, at + perCall)
            .map((k) => ({ word: k.word, match_type: k.match_type })),
        },
      );
      refused.push(...answer.data.error_list.map((e) => `「${e.word}」${e.error_reason}`));
    }
    if (refused.length > 0) {
      throw new MediaCallError({
        kind: 'business',
        medium: 'bytedance',
        endpoint: ENDPOINTS.keywordCreate.path,
        mediumCode: null,
        message: `关键词未能添加：${refused.join('；')}`,
        requestId: null,
        attempts: 1,
      });
    }
  };
}
