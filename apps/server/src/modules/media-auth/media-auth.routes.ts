import {
  AUTH_RESULT_PARAMS,
  CallbackQuerySchema,
  ERROR_CODES,
  TransferBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { publicOrigin } from './public-origin';

const AUTH = 'auth:transfer';

/** A hash route of the web app with its query (the SPA reads it after the redirect). */
const pageUrl = (path: string, query: Record<string, string>) =>
  `/#${path}?${new URLSearchParams(query).toString()}`;

/** The OAuth round trip of ad accounts (spec 000 §2 `/userList`, §7 `/auth/transfer`, `/auth/callback`). */
export function mediaAuthRoutes(
  app: FastifyInstance,
  services: Services,
  opts: { publicUrl: string | undefined },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/transfer',
    {
      ...access.ability(AUTH),
      schema: { tags: ['media-accounts'], summary: '发起媒体授权', body: TransferBodySchema },
    },
    async (request) =>
      ok(
        await services.mediaAuth.transfer(
          requireAuth(request).userId,
          request.body.medium,
          publicOrigin(request, opts.publicUrl),
        ),
      ),
  );

  // The medium redirects the browser here: no session header comes with it, the single-use state
  // names the user who started the round trip.
  r.get(
    '/api/auth/callback',
    {
      ...access.public,
      schema: {
        tags: ['media-accounts'],
        summary: '媒体授权回调',
        querystring: CallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { state, auth_code, authorization_code, code } = request.query;
      try {
        const done = await services.mediaAuth.callback({
          state,
          code: auth_code ?? authorization_code ?? code,
        });
        return reply.redirect(
          pageUrl(done.returnTo, {
            [AUTH_RESULT_PARAMS.result]: 'ok',
            [AUTH_RESULT_PARAMS.medium]: done.medium,
            [AUTH_RESULT_PARAMS.count]: String(done.advertiserCount),
          }),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.warn(
          { code: error.code, reason: error.message },
          'media authorization refused',
        );
        return reply.redirect(
          pageUrl(await services.mediaAuth.returnPageOf(state), {
            [AUTH_RESULT_PARAMS.result]: 'error',
            [AUTH_RESULT_PARAMS.message]: error.messageCn || ERROR_CODES.INTERNAL.message_cn,
          }),
        );
      }
    },
  );
}
