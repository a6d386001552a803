import { CREATION_ABILITIES, type CreationMedium } from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { access, requireAuth, type AuthContext } from '../../http/access';
import { ok } from '../../http/envelope';

/** A table of the creation wizards' supporting calls (`CREATION_READS` or `CREATION_WRITES`). */
export interface CreationCallTable<K extends string, S extends z.ZodType> {
  /** GET takes the input as the query string, POST as the JSON body. */
  method: 'GET' | 'POST';
  calls: Record<K, { medium: CreationMedium; path: string }>;
  /** The schema the call's input is checked by. */
  input(name: K): S;
  summaries: Record<K, string>;
  serve(auth: AuthContext, name: K, input: z.output<S>): Promise<unknown>;
}

/**
 * One route a call of the table at `/api{path}` (spec 002 §7), behind its medium's creation
 * ability (`CREATION_ABILITIES`), its checked input served by `serve`.
 */
export function creationCallRoutes<K extends string, S extends z.ZodType>(
  app: FastifyInstance,
  table: CreationCallTable<K, S>,
): void {
  const inQuery = table.method === 'GET';
  for (const name of Object.keys(table.calls) as K[]) {
    const { medium, path } = table.calls[name];
    const input = table.input(name);
    app.route({
      method: table.method,
      url: `/api${path}`,
      ...access.ability(CREATION_ABILITIES[medium]),
      schema: {
        tags: ['creation'],
        summary: table.summaries[name],
        ...(inQuery ? { querystring: input } : { body: input }),
      },
      handler: async (req) =>
        ok(
          await table.serve(
            requireAuth(req),
            name,
            (inQuery ? req.query : req.body) as z.output<S>,
          ),
        ),
    });
  }
}
