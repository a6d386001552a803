import {
  MaterialContentParamsSchema,
  MaterialDirQuerySchema,
  MaterialImageTextBodySchema,
  MaterialLinkParamsSchema,
  MaterialLinkQuerySchema,
  MaterialListQuerySchema,
  MaterialMkdirBodySchema,
  MaterialMoveBodySchema,
  MaterialRenameBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { parseByteRange } from './byte-range';
import { MATERIAL_LINK_PATH } from './material-links';
import { materialChangesRoutes } from './material-changes.routes';
import { materialUploadRoutes } from './material-upload.routes';

const tags = ['materials'];

/** Every call of the library needs the library's menu ability (spec 002 §2 `/creative/material`). */
export const MATERIAL_ABILITY = 'material:list';

/** The material library (spec 002 §7 `material/file/*`). */
export function materialsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/material/file/tree',
    { ...guard, schema: { tags, summary: '素材文件夹树' } },
    async () => ok(await services.materials.tree()),
  );

  r.get(
    '/api/material/file/dir',
    {
      ...guard,
      schema: { tags, summary: '文件夹内容与路径', querystring: MaterialDirQuerySchema },
    },
    async (request) => ok(await services.materials.dir(request.query.dir_id)),
  );

  r.post(
    '/api/material/file/mkdir',
    { ...guard, schema: { tags, summary: '新建文件夹', body: MaterialMkdirBodySchema } },
    async (request) => ok(await services.materials.mkdir(requireAuth(request), request.body)),
  );

  r.post(
    '/api/material/file/rename',
    { ...guard, schema: { tags, summary: '重命名素材', body: MaterialRenameBodySchema } },
    async (request) => ok(await services.materials.rename(requireAuth(request), request.body)),
  );

  r.post(
    '/api/material/file/move',
    { ...guard, schema: { tags, summary: '移动素材', body: MaterialMoveBodySchema } },
    async (request) => ok(await services.materials.move(requireAuth(request), request.body)),
  );

  materialChangesRoutes(app, services, guard);

  r.post(
    '/api/material/file/imagetext',
    { ...guard, schema: { tags, summary: '新建图文素材', body: MaterialImageTextBodySchema } },
    async (request) => ok(await services.imageTexts.create(requireAuth(request), request.body)),
  );

  r.get(
    '/api/material/file/list',
    { ...guard, schema: { tags, summary: '素材列表', querystring: MaterialListQuerySchema } },
    async (request) => ok(await services.materials.list(requireAuth(request), request.query)),
  );

  for (const [variant, url, summary] of [
    ['original', '/api/material/file/content/:fid', '素材文件（支持 Range）'],
    ['thumb', '/api/material/file/thumb/:fid', '素材缩略图'],
  ] as const) {
    r.get(
      url,
      { ...guard, schema: { tags, summary, params: MaterialContentParamsSchema } },
      async (request, reply) =>
        sendContent(
          request,
          reply,
          services,
          await services.materials.content(requireAuth(request), request.params.fid, variant),
        ),
    );
  }

  // The link is the permission: it is only made for a caller who could see the file.
  r.get(
    `${MATERIAL_LINK_PATH}/:key`,
    {
      ...access.public,
      schema: {
        tags,
        summary: '素材文件（签名链接，支持 Range）',
        params: MaterialLinkParamsSchema,
        querystring: MaterialLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const content = await services.materials.linked({ ...request.params, ...request.query });
      return sendContent(request, reply, services, content, content.remainingS);
    },
  );

  materialUploadRoutes(app, services, guard);
}

async function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  content: { key: string; size: number; contentType: string },
  maxAgeS = 86_400,
) {
  const etag = `"${content.key}"`;
  // The key is the content's hash: a cached copy stays right until the file itself changes.
  void reply
    .header('cache-control', `private, max-age=${maxAgeS}`)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseByteRange(request.headers.range, content.size);
  if (range === null) {
    return reply.status(416).header('content-range', `bytes */${content.size}`).send();
  }
  void reply.type(content.contentType);
  if (range === undefined) {
    const body = await services.materials.read(content.key);
    return reply.header('content-length', content.size).send(body);
  }
  const body = await services.materials.read(content.key, range);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${content.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
