import { CREATION_READS, type CreationRead } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { creationCallRoutes } from './creation-call-routes';

const SUMMARIES: Record<CreationRead, string> = {
  bidSuggest: '建议出价',
  awemeAccounts: '抖音号列表',
  awemeVideos: '抖音号视频',
  componentList: '创意组件列表',
  playableList: '试玩素材列表',
  sellingPoints: '推广卡片卖点',
  siteList: '橙子建站落地页列表',
  sitePreview: '落地页预览',
  appletList: '字节小程序列表',
  gameList: '字节小游戏列表',
  unitDetail: '广告组详情',
  magicSiteList: '魔力建站落地页列表',
  cdpBrand: 'CDP 品牌',
  strategyList: '衍生创意策略列表',
  autoGenerateConfig: '衍生创意配置',
  anchorList: '原生锚点列表',
  carouselTemplates: '图集列表',
  keywordSuggest: '关键词推荐',
  keywordList: '项目关键词列表',
  starDeliveryTasks: '星广联投任务列表',
  starDeliveryAuthors: '星广联投任务达人',
  starDeliveryVideos: '星广联投任务视频',
  starMaterialVideos: '星图素材视频',
  projectFields: '项目字段',
  tencentPages: '腾讯广告落地页列表',
  tencentBrands: '腾讯广告品牌形象列表',
  tencentConversions: '腾讯广告转化列表',
  tencentTargetings: '腾讯广告定向包列表',
  tencentAudiences: '腾讯广告自定义人群列表',
};

/**
 * The creation wizards' supporting reads (spec 002 §7): one GET a read of `CREATION_READS`, behind
 * the medium's creation ability (`CREATION_ABILITIES`), all served by `creationReads.read`.
 */
export function creationReadRoutes(app: FastifyInstance, services: Services): void {
  creationCallRoutes(app, {
    method: 'GET',
    calls: CREATION_READS,
    input: (read) => CREATION_READS[read].query,
    summaries: SUMMARIES,
    serve: (auth, read, query) => services.creationReads.read(auth, read, query),
  });
}
