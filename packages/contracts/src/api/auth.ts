import { z } from 'zod';
import { MobileSchema } from './common';

export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SmsCodeBodySchema = z.object({ mobile: MobileSchema });

export const SmsLoginBodySchema = z.object({
  mobile: MobileSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '验证码为 6 位数字'),
});

export interface LoginData {
  token: string;
  uid: number;
  name: string;
  nick_name: string;
}

/** `/user/info` (spec 000 §3). */
export interface UserInfo {
  id: number;
  username: string;
  nick_name: string;
  avatar: string;
  roles: string[];
  abilities: string[];
  ks_boost_admin: boolean;
  tencent_user_token: { expire_time: string; auth_url: string } | null;
  advertiser_ids: string[];
}

/** `/auth/info` (spec 000 §7): the user of `/user/info` plus the session's uid and name. */
export type AuthInfo = UserInfo & { uid: number; name: string };

export const NoticeQuerySchema = z.object({ version: z.string().trim().min(1).max(32) });
export const NoticeReadBodySchema = z.object({
  version: z.string().trim().min(1).max(32),
  type: z.enum(['layer', 'icon']),
});

export interface NoticeState {
  layer: 0 | 1;
  icon: 0 | 1;
  notice: { version: string; title: string; items: string[]; published_at: string } | null;
}
