import {
  ADVERTISER_PICKER_RECENT_MAX,
  pickerKeywords,
  type AdvertiserPickerPage,
  type AdvertiserPickerQuery,
  type PickerAccount,
} from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import type { AdvertiserFilter } from './advertiser-conditions';
import type { AdvertiserPickerRepository } from './advertiser-picker.repository';
import type { MediaAccountsRepository } from './media-accounts.repository';
import { scopeOf } from './media-accounts.service';
import type { AdvertiserRecord } from './media-accounts.repository';
import type { Viewer } from './media-accounts.types';

const toPickerAccount = (row: AdvertiserRecord): PickerAccount => ({
  advertiser_id: row.advertiserId,
  advertiser_name: row.name,
  alias: row.alias,
});

/**
 * The advertiser-account picker (spec 002 §2, §7): the ad accounts of the caller's data scope on
 * one medium, searched by several keywords at once (any of them: a name or alias containing it,
 * or the id), 100 a page, and the accounts the caller changed last as the frequently used group.
 */
export class AdvertiserPickerService {
  constructor(
    private readonly accounts: Pick<MediaAccountsRepository, 'listAdvertisers'>,
    private readonly picker: AdvertiserPickerRepository,
    private readonly clock: Clock,
  ) {}

  async pick(viewer: Viewer, query: AdvertiserPickerQuery): Promise<AdvertiserPickerPage> {
    const filter: Omit<AdvertiserFilter, 'page' | 'perPage'> = {
      scope: scopeOf(viewer),
      medium: query.platform,
      role: 'advertiser',
      keywords: pickerKeywords(query.kws),
      ...(query.status === 1 ? { enabled: true } : {}),
      ...(query.from_delivery === 1 ? { deliverableAt: this.clock.now() } : {}),
    };
    const { list, total } = await this.accounts.listAdvertisers({
      ...filter,
      page: query.page,
      perPage: query.perpage,
    });
    return {
      advertiser_ids: list.map(toPickerAccount),
      latest_using: await this.latestUsing(viewer, filter),
      page_info: {
        current_page: query.page,
        res_cnt: total,
        total_page: Math.ceil(total / query.perpage),
      },
    };
  }

  /** The caller's recent accounts that the same search finds, latest first. */
  private async latestUsing(
    viewer: Viewer,
    filter: Omit<AdvertiserFilter, 'page' | 'perPage'>,
  ): Promise<PickerAccount[]> {
    const medium = filter.medium ?? 'bytedance';
    const ids = await this.picker.recentAdvertiserIds(
      viewer.userId,
      medium,
      ADVERTISER_PICKER_RECENT_MAX,
    );
    if (ids.length === 0) return [];
    const { list } = await this.accounts.listAdvertisers({
      ...filter,
      advertiserIds: ids,
      page: 1,
      perPage: ids.length,
    });
    const order = new Map(ids.map((id, index) => [id, index]));
    return list
      .sort((a, b) => (order.get(a.advertiserId) ?? 0) - (order.get(b.advertiserId) ?? 0))
      .map(toPickerAccount);
  }
}
