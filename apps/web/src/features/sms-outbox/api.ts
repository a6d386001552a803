import type { Paged } from '@toufang/contracts';
import { apiGet } from '../../api/client';
import type { QueryParams } from '../../api/client';

/** One message sent through the built-in SMS channel. */
export interface SmsOutboxRow {
  id: number;
  mobile: string;
  content: string;
  created_at: string;
}

export const SMS_OUTBOX_KEY = ['sms', 'outbox'] as const;

/** Newest first (the server's order). */
export function listSmsOutbox(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paged<SmsOutboxRow>> {
  return apiGet<Paged<SmsOutboxRow>>('/sms/outbox', params, { signal });
}
