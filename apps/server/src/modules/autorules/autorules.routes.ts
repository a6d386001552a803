import {
  AutoruleBatchBodySchema,
  AutoruleBatchListQuerySchema,
  AutoruleDryRunBodySchema,
  AutoruleIdBodySchema,
  AutoruleListQuerySchema,
  AutoruleSaveBodySchema,
  AutoruleStatusBodySchema,
  AutoruleSubmitBodySchema,
  AutoruleTaskListQuerySchema,
  AutoruleUsersQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { AutoruleRunsService } from './autorule-runs.service';
import type { AutorulesService } from './autorules.service';

const ABILITY = 'autorule:batch:list';
const tags = ['autorules'];

/**
 * Automatic rules (spec 001 §7 "Automatic rules"): the spec's submit, task/list, batch/list,
 * users, retry and cancel, and the rules themselves (list, save, status, delete, dry run). Every
 * call needs `autorule:batch:list`; the services hold the rules' ownership, data scope and the
 * delivery writes' abilities.
 */
export function autorulesRoutes(
  app: FastifyInstance,
  { rules, runs }: { rules: AutorulesService; runs: AutoruleRunsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/autorule';
  const guard = access.ability(ABILITY);

  r.get(
    `${base}/list`,
    { ...guard, schema: { tags, summary: '自动规则列表', querystring: AutoruleListQuerySchema } },
    async (request) => ok(await rules.list(requireAuth(request), request.query)),
  );
  r.post(
    `${base}/save`,
    { ...guard, schema: { tags, summary: '保存自动规则', body: AutoruleSaveBodySchema } },
    async (request) => ok(await rules.save(requireAuth(request), request.body)),
  );
  r.post(
    `${base}/status`,
    { ...guard, schema: { tags, summary: '启用或停用自动规则', body: AutoruleStatusBodySchema } },
    async (request) =>
      ok(await rules.setStatus(requireAuth(request), request.body.id, request.body.status)),
  );
  r.post(
    `${base}/delete`,
    { ...guard, schema: { tags, summary: '删除自动规则', body: AutoruleIdBodySchema } },
    async (request) => {
      await rules.delete(requireAuth(request), request.body.id);
      return ok(null);
    },
  );
  r.post(
    `${base}/dryrun`,
    {
      ...guard,
      schema: { tags, summary: '试运行自动规则（不执行）', body: AutoruleDryRunBodySchema },
    },
    async (request) => ok(await rules.dryRun(requireAuth(request), request.body)),
  );
  r.get(
    `${base}/users`,
    { ...guard, schema: { tags, summary: '规则负责人', querystring: AutoruleUsersQuerySchema } },
    async (request) => ok(await rules.users(requireAuth(request), request.query.platform)),
  );
  r.post(
    `${base}/submit`,
    { ...guard, schema: { tags, summary: '立即执行自动规则', body: AutoruleSubmitBodySchema } },
    async (request) => ok(await runs.submit(requireAuth(request), request.body.rule_id)),
  );
  r.get(
    `${base}/batch/list`,
    {
      ...guard,
      schema: { tags, summary: '自动规则执行记录', querystring: AutoruleBatchListQuerySchema },
    },
    async (request) => ok(await runs.listBatches(requireAuth(request), request.query)),
  );
  r.get(
    `${base}/task/list`,
    {
      ...guard,
      schema: { tags, summary: '执行记录明细', querystring: AutoruleTaskListQuerySchema },
    },
    async (request) => ok(await runs.listItems(requireAuth(request), request.query)),
  );
  r.post(
    `${base}/retry`,
    { ...guard, schema: { tags, summary: '重试失败的执行', body: AutoruleBatchBodySchema } },
    async (request) => ok(await runs.retry(requireAuth(request), request.body.batch_id)),
  );
  r.post(
    `${base}/cancel`,
    { ...guard, schema: { tags, summary: '取消执行', body: AutoruleBatchBodySchema } },
    async (request) => ok(await runs.cancel(requireAuth(request), request.body.batch_id)),
  );
}
