import {
  ADVERTISER_CHILDREN_SHOWN,
  pageInfo,
  type AdvertiserDetail,
  type AdvertiserListData,
  type AdvertiserListQuery,
} from '@toufang/contracts';
import type { Medium } from '../../lib/media-mirror';
import { toAdvertiserRow, toGrantInfo } from './advertiser-row.mapper';
import type { AdvertiserSyncService } from './advertiser-sync.service';
import type { MediaAccountsService } from './media-accounts.service';
import type { Viewer } from './media-accounts.types';

/** What the account pages read (spec 000 §2 /userList), assembled from the accounts services. */
export class AdvertiserViews {
  constructor(
    private readonly accounts: MediaAccountsService,
    private readonly sync: AdvertiserSyncService,
  ) {}

  /** One page of a medium's accounts, with the progress of the caller's latest sync. */
  async list(
    viewer: Viewer,
    medium: Medium,
    query: AdvertiserListQuery,
  ): Promise<AdvertiserListData> {
    const { list, total } = await this.accounts.listAdvertisers(viewer, {
      medium,
      keyword: query.keyword || undefined,
      gameId: query.game_id,
      enabled: query.status === undefined ? undefined : query.status === 1,
      health: query.health,
      page: query.page,
      perPage: query.per_page,
    });
    return {
      list: list.map(toAdvertiserRow),
      page_info: pageInfo(query.page, query.per_page, total),
      sync: this.sync.progress(viewer, medium),
    };
  }

  /** The detail page: the account, its grant (never its tokens) and the accounts under it. */
  async detail(viewer: Viewer, id: number): Promise<AdvertiserDetail> {
    const advertiser = await this.accounts.getAdvertiser(viewer, id);
    const grant = advertiser.authorizationId
      ? await this.accounts.findGrant(advertiser.authorizationId)
      : null;
    const children =
      advertiser.role === 'advertiser'
        ? { list: [], total: 0 }
        : await this.accounts.listAdvertisers(viewer, {
            medium: advertiser.medium,
            parentAdvertiserId: advertiser.advertiserId,
            page: 1,
            perPage: ADVERTISER_CHILDREN_SHOWN,
          });
    return {
      advertiser: toAdvertiserRow(advertiser),
      grant: grant ? toGrantInfo(grant, advertiser.authorizedByName) : null,
      children: children.list.map(toAdvertiserRow),
      children_total: children.total,
    };
  }
}
