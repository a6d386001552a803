import { createHmac } from 'node:crypto';
import type { RobotType } from '@toufang/contracts';

// Signing of the group robots that sign (docs/architecture/monitoring.md):
// - DingTalk 加签: sign = base64(HMAC-SHA256(key = secret, "<timestamp ms>\n<secret>")), sent as
//   `timestamp` and `sign` (URL-encoded) query parameters of the webhook address;
// - Feishu 签名校验: sign = base64(HMAC-SHA256(key = "<timestamp s>\n<secret>", empty message)),
//   sent as `timestamp` (a string) and `sign` in the JSON body;
// - WeCom does not sign: its key in the address is the credential.

export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

export interface RobotRequest {
  url: string;
  body: Record<string, unknown>;
}

/** The request to send: the address and body with the robot's signature when it has a secret. */
export function signRobotRequest(
  type: RobotType,
  url: string,
  body: Record<string, unknown>,
  secret: string | null,
  now: Date,
): RobotRequest {
  if (!secret) return { url, body };
  switch (type) {
    case 'dingtalk': {
      const timestamp = now.getTime();
      const signed = new URL(url);
      signed.searchParams.set('timestamp', String(timestamp));
      signed.searchParams.set('sign', dingtalkSign(secret, timestamp));
      return { url: signed.toString(), body };
    }
    case 'feishu': {
      const timestamp = Math.floor(now.getTime() / 1000);
      return {
        url,
        body: { timestamp: String(timestamp), sign: feishuSign(secret, timestamp), ...body },
      };
    }
    case 'wecom':
      return { url, body };
  }
}
