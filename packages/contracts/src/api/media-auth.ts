import { z } from 'zod';

/** Our media keys as the routes name them (`{feed}`, `{short}`, `{social}`). */
export const MediumKeySchema = z.enum(['bytedance', 'kuaishou', 'tencent'], '请选择媒体');
export type MediumKey = z.infer<typeof MediumKeySchema>;

/** `POST /auth/transfer`: starts the OAuth round trip of one medium. */
export const TransferBodySchema = z.object({ medium: MediumKeySchema });

export interface TransferData {
  /** The medium's authorize page to send the browser to. */
  url: string;
  /** The round trip must end by then. */
  expires_at: string;
}

/** `GET /auth/callback`: the medium's redirect (each medium names its code differently). */
export const CallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  auth_code: z.string().max(500).optional(),
  authorization_code: z.string().max(500).optional(),
  code: z.string().max(500).optional(),
});

/** What the accounts page reads from its query after the round trip. */
export const AUTH_RESULT_PARAMS = {
  result: 'auth',
  medium: 'medium',
  count: 'count',
  message: 'message',
} as const;
