import type { AdvertiserPickerPage, MediumKey } from '@toufang/contracts';
import { ADVERTISER_PICKER_PAGE_SIZE, ADVERTISER_PICKER_PATH } from '@toufang/contracts';
import { API_BASE, apiGet } from '../../api/client';

export interface PickerRequest {
  platform: MediumKey;
  /** The search box's text; the server splits it on whitespace. */
  kws: string;
  page: number;
  /** Batch mode: only accounts one may deliver to now. */
  batch: boolean;
}

export const PICKER_KEYS = {
  page: (request: PickerRequest) => ['advertiser-picker', request] as const,
};

/** One page of the picker (spec 002 §7 "Account-picker call"): enabled accounts only. */
export function fetchPickerPage(
  request: PickerRequest,
  signal?: AbortSignal,
): Promise<AdvertiserPickerPage> {
  return apiGet<AdvertiserPickerPage>(
    ADVERTISER_PICKER_PATH.slice(API_BASE.length),
    {
      page: request.page,
      perpage: ADVERTISER_PICKER_PAGE_SIZE,
      platform: request.platform,
      kws: request.kws.trim() || undefined,
      status: 1,
      from_delivery: request.batch ? 1 : undefined,
    },
    { signal },
  );
}
