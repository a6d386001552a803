import type { z } from 'zod';
import type { Medium } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import type { TokenSource } from './http/token-provider';
import { numericId } from './oauth-support';

// How an adapter's write calls reach the shared client, for every medium alike: one endpoint
// (method and path as the client names it in its limiter keys), the rate-limit keys a call draws
// from, and the call itself (writes count as writes, so a lost answer is an unknown outcome).

export interface WireEndpoint {
  method: 'GET' | 'POST';
  path: string;
}

/** Per (medium, app, endpoint), and per advertiser when the call names one. */
export function limiterKeysOf(
  client: MediaClient,
  medium: Medium,
  endpoint: WireEndpoint,
  advertiserId?: string,
): string[] {
  const { appId } = client.endpoints(medium);
  const app = `${medium}:${appId}:${endpoint.method} ${endpoint.path}`;
  return advertiserId === undefined ? [app] : [app, `${medium}:advertiser:${advertiserId}`];
}

export function callEndpoint<T>(
  client: MediaClient,
  medium: Medium,
  endpoint: WireEndpoint,
  schema: z.ZodType<T>,
  token: TokenSource,
  params: Record<string, unknown>,
  advertiserId?: string,
) {
  return client.call({
    medium,
    method: endpoint.method,
    path: endpoint.path,
    params,
    data: schema,
    effect: endpoint.method === 'GET' ? 'read' : 'write',
    token,
    ...(advertiserId === undefined ? {} : { advertiserId }),
  });
}

/**
 * The calls of one medium's table of write endpoints: each names its advertiser under the medium's
 * own key (`advertiser_id`; Tencent's `account_id`) and draws from that advertiser's limiter too.
 */
export function endpointCaller<K extends string>(
  client: MediaClient,
  medium: Medium,
  endpoints: Readonly<Record<K, WireEndpoint>>,
  advertiserKey: 'advertiser_id' | 'account_id',
) {
  return <T>(
    endpoint: K,
    schema: z.ZodType<T>,
    token: TokenSource,
    advertiserId: string | undefined,
    params: Record<string, unknown>,
  ) =>
    callEndpoint(
      client,
      medium,
      endpoints[endpoint],
      schema,
      token,
      advertiserId === undefined ? params : { [advertiserKey]: numericId(advertiserId), ...params },
      advertiserId,
    );
}

/**
 * The data of one medium's calls for one advertiser, as the creation and copy adapters send them:
 * `endpointCaller` with the advertiser always named and the answer's envelope taken off.
 */
export function endpointSender<K extends string>(
  client: MediaClient,
  medium: Medium,
  endpoints: Readonly<Record<K, WireEndpoint>>,
  advertiserKey: 'advertiser_id' | 'account_id',
) {
  const call = endpointCaller(client, medium, endpoints, advertiserKey);
  return <T>(
    endpoint: K,
    schema: z.ZodType<T>,
    token: TokenSource,
    advertiserId: string,
    params: Record<string, unknown>,
  ) => call(endpoint, schema, token, advertiserId, params).then((r) => r.data);
}
