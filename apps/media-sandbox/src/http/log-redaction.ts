// Secrets in query strings (Tencent's access_token, OAuth secrets and codes) never reach the logs.

const SECRET_PARAMS =
  /([?&](?:access_token|refresh_token|secret|client_secret|auth_code|authorization_code)=)[^&]*/g;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

/** Pino serializers for Fastify's request log lines. */
export const requestLogSerializers = {
  req(request: { method: string; url: string }) {
    return { method: request.method, url: maskUrl(request.url) };
  },
};
