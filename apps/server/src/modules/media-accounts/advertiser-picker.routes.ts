import {
  ADVERTISER_PICKER_PATH,
  AdvertiserPickerQuerySchema,
  type AdvertiserPickerPage,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

/**
 * The advertiser-account picker's call (spec 002 §7), shared by every screen that picks accounts.
 * Any signed-in user may call it; it lists only the accounts of the caller's data scope.
 */
export function advertiserPickerRoutes(app: FastifyInstance, services: Services): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ADVERTISER_PICKER_PATH,
    {
      ...access.session,
      schema: {
        tags: ['media-accounts'],
        summary: '账户选择器',
        querystring: AdvertiserPickerQuerySchema,
      },
    },
    async (request) =>
      ok<AdvertiserPickerPage>(
        await services.advertiserPicker.pick(requireAuth(request), request.query),
      ),
  );
}
