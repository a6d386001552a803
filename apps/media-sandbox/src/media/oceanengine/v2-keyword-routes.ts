import { oceanengine } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import { keywordRefusal } from './keyword-rules';
import { ItemError, ownObject } from './write-support';

// Search-ad keywords of legacy v2 ads (media-wire oceanengine/v2-keywords.ts, after bububa
// `api/keyword/create.go`, `api/keyword/get.go`): an ad (a promotion of the v3 world) of a search
// campaign (a project with ad_type SEARCH) takes up to 1,000 words, at most 100 a call; the create
// takes what it can and lists every refused word with the medium's reason, as the v3 create does.

const API = '/oceanengine/open_api/2';

export function registerOceanEngineV2Keywords(ctx: MediumContext): void {
  const { projects, promotions, keywords } = ctx.state.oceanengine;
  const adOf = (req: EndpointRequest, adId: bigint) => {
    try {
      return ownObject(promotions, ctx.advertiser(req).id, adId, '计划');
    } catch (error) {
      if (error instanceof ItemError) throw wireError({ code: error.code, message: error.message });
      throw error;
    }
  };
  const keywordsOf = (adId: bigint) =>
    keywords
      .filter((k) => k.promotionId === adId && k.keyword.status !== 'DELETED')
      .map((k) => k.keyword);

  ctx.endpoint('GET', `${API}/keyword/get/`, (req) => {
    const query = ctx.parse(oceanengine.V2KeywordGetRequestSchema, req.input);
    const ad = adOf(req, query.filtering.ad_id);
    const data: oceanengine.V2KeywordGetData = { list: keywordsOf(ad.id) };
    return data;
  });

  ctx.endpoint(
    'POST',
    `${API}/keyword/create_v2/`,
    (req) => {
      const body = ctx.parse(oceanengine.V2KeywordCreateRequestSchema, req.input);
      const ad = adOf(req, body.ad_id);
      const campaign = ad.parentId === null ? undefined : projects.find(ad.parentId);
      if (!campaign || campaign.wire.ad_type !== 'SEARCH') {
        throw wireError({
          code: oceanengine.ErrorCode.PARAM_ERROR,
          message: '仅搜索广告组下的计划可以添加关键词',
        });
      }
      const taken = new Set(keywordsOf(ad.id).map((k) => k.word.toLowerCase()));
      const data: oceanengine.V2KeywordCreateData = { success_list: [], error_list: [] };
      for (const k of body.keywords) {
        const refusal = keywordRefusal(k.word, taken, oceanengine.V2_KEYWORDS_PER_AD, '计划');
        if (refusal !== null) {
          data.error_list.push({ word: k.word, error_reason: refusal });
          continue;
        }
        const keyword: oceanengine.Keyword = {
          keyword_id: ctx.state.nextId('oceanengine.keyword'),
          word: k.word,
          match_type: k.match_type,
          bid_type: k.bid_type ?? 'WITH_PROMOTION',
          bid: k.bid_type === 'CUSTOM' ? (k.bid ?? 0) : 0,
          status: 'AUDITING',
        };
        keywords.insert({
          keywordId: keyword.keyword_id,
          advertiserId: ad.advertiserId,
          projectId: campaign.id,
          promotionId: ad.id,
          keyword,
        });
        taken.add(k.word.toLowerCase());
        data.success_list.push(keyword);
      }
      return data;
    },
    { write: true },
  );
}
