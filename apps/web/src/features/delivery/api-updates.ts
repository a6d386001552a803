import type { FeedUpdateAnswer, MaterialDeleteBody } from '@toufang/contracts';
import { apiPost } from '../../api/client';
import { clientPath } from './api-reports';
import type { BatchUpdateCall } from './edit/api';

/**
 * The switches and deletes of the delivery screen (spec 001 §4, §7 "Updates"). A row's switch and
 * delete travel as its tab's status writes; the single material delete is the Ocean Engine's own
 * call (the audit advice: components/advice-source.ts).
 */

/** One row's switch or delete as its tab's status writes send it; errors show the usual way. */
export function postRowUpdate(call: BatchUpdateCall): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>(clientPath(call.path), call.body);
}

export function deleteMaterial(body: MaterialDeleteBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/promotion/material/delete', body);
}

/** The first row error of an answer, shown as the single edit shows it (spec 001 §8). */
export function firstUpdateError(answer: FeedUpdateAnswer): string | undefined {
  return answer.error_list[0]?.error_message ?? answer.errors[0]?.error_message;
}
