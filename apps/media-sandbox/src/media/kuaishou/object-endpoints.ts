import type { z } from 'zod';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import type { AdvertiserRecord } from '../../state/records';
import { API } from './object-support';

// The one shape of the Kuaishou object routes (计划, 广告组, 创意): a POST under the OpenAPI whose
// body its schema parses, for the advertiser the call names, whose delivery world is brought up
// to the call's time before the handler reads or writes. Reads are lists; writes are counted as
// writes (faults, rate limits).

type Handler<S extends z.ZodType> = (
  body: z.output<S>,
  advertiser: Readonly<AdvertiserRecord>,
  req: EndpointRequest,
) => unknown;

export function objectEndpoints(ctx: MediumContext) {
  const world = () => ctx.sim.world('kuaishou');
  const route =
    (write: boolean) =>
    <S extends z.ZodType>(path: string, schema: S, handle: Handler<S>): void => {
      ctx.endpoint(
        'POST',
        `${API}/${path}`,
        (req) => {
          const body = ctx.parse(schema, req.input);
          const advertiser = ctx.advertiser(req);
          world().touch(advertiser.id, req.now);
          return handle(body, advertiser, req);
        },
        write ? { write: true } : {},
      );
    };
  return { world, read: route(false), write: route(true) };
}
