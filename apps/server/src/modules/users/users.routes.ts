import {
  DESIGNER_LIST_ABILITIES,
  DESIGNER_LIST_PATH,
  DesignerListQuerySchema,
  UserAccountQuerySchema,
  UserAddBodySchema,
  UserDeptBodySchema,
  UserEditBodySchema,
  UserGameAssignBodySchema,
  UserListQuerySchema,
  UserStatusBodySchema,
  UserUnlockBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

// spec 000 §2: the user accounts page (`info`) needs user:roles.
const ABILITY = 'user:roles';
const tags = ['users'];

/** User account administration (spec 000 §6, §7 /user/*). */
export function userRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = services.userAdmin;

  r.get(
    '/api/user/list',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '用户列表', querystring: UserListQuerySchema },
    },
    async (request) => ok(await users.list(request.query)),
  );

  r.get(
    '/api/user/account',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '用户详情', querystring: UserAccountQuerySchema },
    },
    async (request) => ok(await users.get(request.query.id)),
  );

  r.post(
    '/api/user/add',
    { ...access.ability(ABILITY), schema: { tags, summary: '新增用户', body: UserAddBodySchema } },
    async (request) => ok(await users.add(request.body)),
  );

  r.post(
    '/api/user/edit',
    { ...access.ability(ABILITY), schema: { tags, summary: '编辑用户', body: UserEditBodySchema } },
    async (request) => ok(await users.edit(requireAuth(request).userId, request.body)),
  );

  r.post(
    '/api/user/status',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '启用或禁用用户', body: UserStatusBodySchema },
    },
    async (request) => ok(await users.setStatus(requireAuth(request).userId, request.body)),
  );

  r.post(
    '/api/user/unlock',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '解除登录锁定', body: UserUnlockBodySchema },
    },
    async (request) => ok(await users.unlock(requireAuth(request).userId, request.body)),
  );

  r.post(
    '/api/user/dept',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '设置用户部门', body: UserDeptBodySchema },
    },
    async (request) => ok(await users.setDepartment(request.body)),
  );

  r.post(
    '/api/user/game/assign',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '分配游戏', body: UserGameAssignBodySchema },
    },
    async (request) => ok(await users.assignGames(request.body)),
  );

  // The designer filter's picker (spec 001 §7 "designer list"): every delivery screen offering the
  // filter may read it, not only user administration.
  r.get(
    DESIGNER_LIST_PATH,
    {
      ...access.anyAbility(DESIGNER_LIST_ABILITIES),
      schema: { tags, summary: '设计师选项', querystring: DesignerListQuerySchema },
    },
    async (request) => ok(await users.designers(request.query)),
  );
}
