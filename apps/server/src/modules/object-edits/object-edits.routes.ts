import {
  EDIT_API_BASE,
  EditParamsSchema,
  EditSaveBodySchema,
  editRouteAbility,
  type EditObjectAnswer,
  type EditSaveAnswer,
} from '@toufang/contracts';
import { EDIT_ROUTES } from '@toufang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { ObjectEditsService } from './object-edits.service';

const tags = ['object-edits'];

/**
 * The edit pages' load and save (spec 002 §2), one pair per edit route, each needing the ability
 * its page has in the route table (the medium's delivery-task ability, routes.md).
 */
export function objectEditRoutes(app: FastifyInstance, edits: ObjectEditsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const route of EDIT_ROUTES) {
    const ability = editRouteAbility(route);
    if (ability === undefined) throw new Error(`the route table has no edit route ${route}`);
    const path = `/api${EDIT_API_BASE}/${route}/:type/:id`;
    r.get(
      path,
      {
        ...access.ability(ability),
        schema: { tags, summary: '读取要编辑的对象', params: EditParamsSchema },
      },
      async (request) =>
        ok<EditObjectAnswer>(
          await edits.load(requireAuth(request), route, request.params.type, request.params.id),
        ),
    );
    r.post(
      path,
      {
        ...access.ability(ability),
        schema: { tags, summary: '保存编辑', params: EditParamsSchema, body: EditSaveBodySchema },
      },
      async (request) =>
        ok<EditSaveAnswer>(
          await edits.save(
            requireAuth(request),
            route,
            request.params.type,
            request.params.id,
            request.body.values,
          ),
        ),
    );
  }
}
