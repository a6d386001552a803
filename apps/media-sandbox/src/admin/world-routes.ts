import type { FastifyInstance, FastifyReply } from 'fastify';
import { MediumSchema } from '@toufang/media-wire';
import { z } from 'zod';
import type { Clock } from '../clock';
import { AuditConfigPatchSchema } from '../sim/audit';
import type { SimEngine } from '../sim/engine';

// Admin calls of the delivery engine: bench worlds, review knobs and a summary (test tool only,
// like the rest of /_admin/).

export interface WorldAdminDeps {
  sim: SimEngine;
  clock: Clock;
}

const GenerateSchema = z.object({
  medium: MediumSchema,
  advertisers: z.number().int().min(1).max(1000),
  projectsPerAdvertiser: z.number().int().min(1).max(1000),
  promotionsPerProject: z.number().int().min(1).max(1000),
  /** Days of report history before now; small by default so large benches stay light. */
  historyDays: z.number().int().min(0).max(90).default(3),
});

function invalid(reply: FastifyReply, error: z.ZodError): void {
  void reply.status(400).send({
    error: 'invalid body',
    issues: error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  });
}

export function registerWorldRoutes(app: FastifyInstance, deps: WorldAdminDeps): void {
  app.post('/_admin/world/generate', (request, reply) => {
    const parsed = GenerateSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const body = parsed.data;
    if (!deps.sim.has(body.medium)) {
      return reply.status(400).send({ error: `${body.medium} has no delivery world yet` });
    }
    return deps.sim.generate(
      {
        medium: body.medium,
        advertisers: body.advertisers,
        level1PerAdvertiser: body.projectsPerAdvertiser,
        level2PerLevel1: body.promotionsPerProject,
        historyDays: body.historyDays,
      },
      deps.clock.now(),
    );
  });

  app.get('/_admin/world/summary', () => deps.sim.summary());

  app.get('/_admin/world/audit', () => deps.sim.getAudit());
  app.put('/_admin/world/audit', (request, reply) => {
    const parsed = AuditConfigPatchSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return deps.sim.setAudit(parsed.data);
  });
}
