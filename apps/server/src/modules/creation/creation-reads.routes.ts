import { CREATION_ABILITIES, CREATION_READS, type CreationRead } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['creation'];

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
};

/**
 * The creation wizards' supporting reads (spec 002 §7): one GET a read of `CREATION_READS`, behind
 * the medium's creation ability (`CREATION_ABILITIES`), all served by `creationReads.read`.
 */
export function creationReadRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const read of Object.keys(CREATION_READS) as CreationRead[]) {
    const { medium, path, query } = CREATION_READS[read];
    r.get(
      `/api${path}`,
      {
        ...access.ability(CREATION_ABILITIES[medium]),
        schema: { tags, summary: SUMMARIES[read], querystring: query },
      },
      async (req) => ok(await services.creationReads.read(requireAuth(req), read, req.query)),
    );
  }
}
