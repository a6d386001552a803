import { oceanengine } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { createRandom, randomInt } from '../../prng';
import { KEYWORD_WORD_MAX as WORD_MAX, keywordRefusal } from './keyword-rules';

// Search-ad keywords of v3 projects and the medium's suggested words (media-wire
// oceanengine/keywords.ts, after the medium's Go SDK). Keywords are kept per project; the create
// takes what it can and lists every refused word with the medium's reason (too long, already on
// the project, 违禁 words, the project's 1,000-keyword cap), as the medium does.

const BASE = '/oceanengine/open_api/';
/** The keywords one project holds. */
const PER_PROJECT = 1000;
const SUFFIXES = ['手游', '下载', '官网', '攻略', '礼包', '最新版', '排行榜', '怎么玩'];

export function registerOceanEngineKeywords(ctx: MediumContext): void {
  const projectOf = (req: EndpointRequest, projectId: bigint) => {
    const project = ctx.state.oceanengine.projects.find(projectId);
    if (
      !project ||
      project.advertiserId !== ctx.advertiser(req).id ||
      project.sim?.deletedAt !== undefined
    ) {
      throw mediumError('param', `项目 ${projectId} 不存在`);
    }
    return project;
  };
  const keywordsOf = (projectId: bigint) =>
    ctx.state.oceanengine.keywords
      .filter(
        (k) =>
          k.projectId === projectId &&
          k.promotionId === undefined &&
          k.keyword.status !== 'DELETED',
      )
      .map((k) => k.keyword);

  ctx.endpoint('POST', `${BASE}v3.0/sugg_words/`, (req) => {
    const body = ctx.parse(oceanengine.SuggWordsRequestSchema, req.input);
    ctx.advertiser(req);
    if (body.project_id !== undefined) projectOf(req, body.project_id);
    const appName = body.promotion_materials?.app_name;
    const seeds = [...body.query_list, ...(appName ? [appName] : [])];
    const seen = new Set<string>();
    const list: oceanengine.SuggWord[] = [];
    for (const seed of seeds) {
      const random = createRandom(`sugg:${seed}`);
      for (const suffix of SUFFIXES) {
        const keyword = `${seed}${suffix}`.slice(0, WORD_MAX);
        if (seen.has(keyword)) continue;
        seen.add(keyword);
        list.push({ keyword, msv: randomInt(random, 100, 500_000) });
      }
    }
    const data: oceanengine.SuggWordsData = { list: list.sort((a, b) => b.msv - a.msv) };
    return data;
  });

  ctx.endpoint('GET', `${BASE}v3.0/keyword/list/`, (req) => {
    const query = ctx.parse(oceanengine.KeywordListRequestSchema, req.input);
    const projectId = query.filtering.project_id;
    if (projectId === undefined) throw mediumError('param', '暂不支持按广告查询关键词');
    projectOf(req, projectId);
    const data: oceanengine.KeywordListData = { list: keywordsOf(projectId) };
    return data;
  });

  ctx.endpoint(
    'POST',
    `${BASE}v3.0/keyword/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.KeywordCreateRequestSchema, req.input);
      const projectId = body.project_id;
      if (projectId === undefined) throw mediumError('param', '暂不支持为广告添加关键词');
      const project = projectOf(req, projectId);
      if (project.wire.ad_type !== 'SEARCH') {
        throw mediumError('param', '仅搜索广告项目可以添加关键词');
      }
      const taken = new Set(keywordsOf(projectId).map((k) => k.word.toLowerCase()));
      const data: oceanengine.KeywordCreateData = { success_list: [], error_list: [] };
      for (const k of body.keywords) {
        const refusal = keywordRefusal(k.word, taken, PER_PROJECT, '项目');
        if (refusal !== null) data.error_list.push({ word: k.word, error_reason: refusal });
        else {
          const keyword: oceanengine.Keyword = {
            keyword_id: ctx.state.nextId('oceanengine.keyword'),
            word: k.word,
            match_type: k.match_type,
            bid_type: k.bid_type ?? 'WITH_PROMOTION',
            bid: k.bid_type === 'CUSTOM' ? (k.bid ?? 0) : 0,
            status: 'AUDITING',
          };
          ctx.state.oceanengine.keywords.insert({
            keywordId: keyword.keyword_id,
            advertiserId: project.advertiserId,
            projectId,
            keyword,
          });
          taken.add(k.word.toLowerCase());
          data.success_list.push(keyword);
        }
      }
      return data;
    },
    { write: true },
  );
}
