import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document of every route at `/api/docs` (JSON at `/api/docs/json`). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '投放平台 API',
        description:
          'Every response is HTTP 200 with `{code, data, message, msg, message_cn}`; code 0 is success, -100 an invalid session. Send the session token in `X-Token`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
