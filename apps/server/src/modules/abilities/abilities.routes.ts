import {
  AbilityGroupAddBodySchema,
  AbilityGroupDeleteBodySchema,
  AbilityGroupEditBodySchema,
  AbilityGroupSortBodySchema,
  AbilityGroupsQuerySchema,
  AbilityListQuerySchema,
  AbilityToGroupBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

// spec 000 §2: the permission management page (`privilige`) needs user:ability:groups.
const ABILITY = 'user:ability:groups';
const tags = ['abilities'];

/** Ability groups and abilities (spec 000 §6, §7 /user/ability/*, /user/abilities). */
export function abilityRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const abilities = services.abilityAdmin;

  r.get(
    '/api/user/ability/groups',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '权限分组列表', querystring: AbilityGroupsQuerySchema },
    },
    async (request) => ok(await abilities.listGroups(request.query.with_nogroup === 1)),
  );

  r.post(
    '/api/user/ability/group/add',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '新增权限分组', body: AbilityGroupAddBodySchema },
    },
    async (request) => ok(await abilities.addGroup(request.body.name)),
  );

  r.post(
    '/api/user/ability/group/edit',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '编辑权限分组', body: AbilityGroupEditBodySchema },
    },
    async (request) => ok(await abilities.editGroup(request.body.id, request.body.name)),
  );

  r.post(
    '/api/user/ability/group/delete',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '删除权限分组', body: AbilityGroupDeleteBodySchema },
    },
    async (request) => ok(await abilities.deleteGroup(request.body.id)),
  );

  r.post(
    '/api/user/ability/group/sort',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '权限分组排序', body: AbilityGroupSortBodySchema },
    },
    async (request) => ok(await abilities.sortGroups(request.body.ids)),
  );

  r.post(
    '/api/user/ability/togroup',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '权限移入分组', body: AbilityToGroupBodySchema },
    },
    async (request) => ok(await abilities.moveAbilities(request.body)),
  );

  r.get(
    '/api/user/abilities',
    {
      ...access.ability(ABILITY),
      schema: { tags, summary: '权限列表', querystring: AbilityListQuerySchema },
    },
    async (request) => ok(await abilities.listAbilities(request.query)),
  );
}
