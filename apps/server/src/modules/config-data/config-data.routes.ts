import {
  ConfigListQuerySchema,
  ConfigStatusBodySchema,
  DepartmentAddBodySchema,
  DepartmentEditBodySchema,
  GameAddBodySchema,
  GameEditBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/** spec 000 §2: `/manager` needs amt:cfg_data_list. */
const manage = access.ability('amt:cfg_data_list');
const tags = ['config-data'];

/** Games and departments (configuration management, spec 000 §2 `/manager`). */
export function configDataRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = services.configData;

  r.get(
    '/api/config/games',
    { ...manage, schema: { tags, summary: '游戏列表', querystring: ConfigListQuerySchema } },
    async (request) => ok(await config.listGames(request.query)),
  );
  r.post(
    '/api/config/game/add',
    { ...manage, schema: { tags, summary: '新增游戏', body: GameAddBodySchema } },
    async (request) => ok(await config.addGame(request.body)),
  );
  r.post(
    '/api/config/game/edit',
    { ...manage, schema: { tags, summary: '编辑游戏', body: GameEditBodySchema } },
    async (request) => ok(await config.editGame(request.body)),
  );
  r.post(
    '/api/config/game/status',
    { ...manage, schema: { tags, summary: '启用或停用游戏', body: ConfigStatusBodySchema } },
    async (request) => ok(await config.setGameStatus(request.body.id, request.body.status)),
  );

  r.get(
    '/api/config/departments',
    { ...manage, schema: { tags, summary: '部门列表', querystring: ConfigListQuerySchema } },
    async (request) => ok(await config.listDepartments(request.query)),
  );
  r.post(
    '/api/config/department/add',
    { ...manage, schema: { tags, summary: '新增部门', body: DepartmentAddBodySchema } },
    async (request) => ok(await config.addDepartment(request.body)),
  );
  r.post(
    '/api/config/department/edit',
    { ...manage, schema: { tags, summary: '编辑部门', body: DepartmentEditBodySchema } },
    async (request) => ok(await config.editDepartment(request.body)),
  );
  r.post(
    '/api/config/department/status',
    { ...manage, schema: { tags, summary: '启用或停用部门', body: ConfigStatusBodySchema } },
    async (request) => ok(await config.setDepartmentStatus(request.body.id, request.body.status)),
  );

  // Game and department pickers appear on many pages, so any signed-in user may read them.
  r.get(
    '/api/config/options',
    { ...access.session, schema: { tags, summary: '游戏与部门选项' } },
    async () => ok(await config.options()),
  );
}
