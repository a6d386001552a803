import {
  TaskIdParamsSchema,
  TaskItemListQuerySchema,
  TaskListQuerySchema,
  type Paged,
  type TaskCancelResult,
  type TaskItemRow,
  type TaskRetryResult,
  type TaskRow,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['tasks'];

/**
 * Following and steering batch tasks (ARCHITECTURE §6). Any signed-in user sees their own tasks
 * (administrators everyone's); each task type checks its own ability where it is created.
 */
export function taskRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tasks',
    {
      ...access.session,
      schema: { tags, summary: '批量任务列表', querystring: TaskListQuerySchema },
    },
    async (request) =>
      ok<Paged<TaskRow>>(await services.tasks.list(requireAuth(request), request.query)),
  );

  r.get(
    '/api/tasks/:id',
    { ...access.session, schema: { tags, summary: '任务详情与进度', params: TaskIdParamsSchema } },
    async (request) =>
      ok<TaskRow>(await services.tasks.get(requireAuth(request), request.params.id)),
  );

  r.get(
    '/api/tasks/:id/items',
    {
      ...access.session,
      schema: {
        tags,
        summary: '任务条目',
        params: TaskIdParamsSchema,
        querystring: TaskItemListQuerySchema,
      },
    },
    async (request) =>
      ok<Paged<TaskItemRow>>(
        await services.tasks.listItems(requireAuth(request), request.params.id, request.query),
      ),
  );

  r.post(
    '/api/tasks/:id/retry',
    { ...access.session, schema: { tags, summary: '重试失败条目', params: TaskIdParamsSchema } },
    async (request) =>
      ok<TaskRetryResult>(await services.tasks.retry(requireAuth(request), request.params.id)),
  );

  r.post(
    '/api/tasks/:id/cancel',
    { ...access.session, schema: { tags, summary: '取消任务', params: TaskIdParamsSchema } },
    async (request) =>
      ok<TaskCancelResult>(await services.tasks.cancel(requireAuth(request), request.params.id)),
  );
}
