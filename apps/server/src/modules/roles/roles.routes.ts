import {
  AbilityToRoleBodySchema,
  RoleAddBodySchema,
  RoleDeleteBodySchema,
  RoleEditBodySchema,
  RoleListQuerySchema,
  RoleToUserBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

// Roles are managed from the user accounts page, which needs user:roles (spec 000 §2).
const ABILITY = 'user:roles';
const tags = ['roles'];

/** Role administration (spec 000 §6, §7 /user/roles, /user/role/*, /user/ability/torole). */
export function roleRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = services.roleAdmin;

  r.get(
    '/api/user/roles',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '角色列表', querystring: RoleListQuerySchema },
    },
    async (request) => ok(await roles.list(request.query)),
  );

  r.post(
    '/api/user/role/add',
    { ...access.ability(ABILITY), schema: { tags, summary: '新增角色', body: RoleAddBodySchema } },
    async (request) => ok(await roles.add(request.body)),
  );

  r.post(
    '/api/user/role/edit',
    { ...access.ability(ABILITY), schema: { tags, summary: '编辑角色', body: RoleEditBodySchema } },
    async (request) => ok(await roles.edit(request.body)),
  );

  r.post(
    '/api/user/role/delete',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '删除角色', body: RoleDeleteBodySchema },
    },
    async (request) => ok(await roles.delete(request.body.id)),
  );

  r.post(
    '/api/user/ability/torole',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '设置角色权限', body: AbilityToRoleBodySchema },
    },
    async (request) => ok(await roles.setAbilities(request.body)),
  );

  r.post(
    '/api/user/role/touser',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '设置角色成员', body: RoleToUserBodySchema },
    },
    async (request) => ok(await roles.setHolders(requireAuth(request).userId, request.body)),
  );
}
