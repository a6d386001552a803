import {
  LoginBodySchema,
  SmsCodeBodySchema,
  SmsLoginBodySchema,
  type AuthInfo,
  type UserInfo,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Sign-in, sign-out and the session's user (spec 000 §4, §7). */
export function authRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      ...access.public,
      schema: { tags: ['auth'], summary: '账号密码登录', body: LoginBodySchema },
    },
    async (request) =>
      ok(
        await services.passwordLogin.login(
          request.body.username,
          request.body.password,
          clientMeta(request),
        ),
      ),
  );

  r.post(
    '/api/public/user/smscode',
    {
      ...access.public,
      schema: { tags: ['auth'], summary: '获取短信验证码', body: SmsCodeBodySchema },
    },
    async (request) => ok(await services.smsLogin.requestCode(request.body.mobile)),
  );

  r.post(
    '/api/public/user/login',
    {
      ...access.public,
      schema: { tags: ['auth'], summary: '手机验证码登录', body: SmsLoginBodySchema },
    },
    async (request) =>
      ok(
        await services.smsLogin.login(request.body.mobile, request.body.code, clientMeta(request)),
      ),
  );

  r.get(
    '/api/auth/logout',
    { ...access.session, schema: { tags: ['auth'], summary: '退出登录' } },
    async (request) => {
      await services.sessions.revoke(requireAuth(request).sessionId);
      return ok(null);
    },
  );

  r.get(
    '/api/user/info',
    { ...access.session, schema: { tags: ['auth'], summary: '当前用户信息' } },
    async (request) => ok<UserInfo>(await services.userInfo.get(requireAuth(request))),
  );

  r.get(
    '/api/auth/info',
    { ...access.session, schema: { tags: ['auth'], summary: '当前会话' } },
    async (request) => {
      const auth = requireAuth(request);
      const info = await services.userInfo.get(auth);
      return ok<AuthInfo>({ ...info, uid: auth.userId, name: auth.username });
    },
  );
}
