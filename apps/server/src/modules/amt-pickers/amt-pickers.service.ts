import {
  BASE_MEDIA,
  PICKER_ROWS_MAX,
  ROLE_ADMIN,
  type AdReqNoItem,
  type AdReqNoQuerySchema,
  type BaseMedium,
  type MediaDataItem,
  type MediaDataQuerySchema,
  type OpUserListData,
  type OpUserListQuery,
  type ProjectQueryItem,
  type ProjectQuerySchema,
  type ProviderData,
} from '@toufang/contracts';
import { AD_ID_PREFIXES } from '@toufang/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access';
import type { AmtPickersRepository, PickerScope } from './amt-pickers.repository';

/** The media as the pickers name them. */
const PROVIDER_NAMES: Record<BaseMedium, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
  other: '其他媒体',
  pc: '端游媒体',
};

/** What may start an ad ID as typed: a medium's letter, then base-36 characters. */
const AD_ID_PREFIX = /^[A-Z][0-9A-Z]{0,8}$/;

const scopeOf = (auth: AuthContext): PickerScope =>
  auth.roles.includes(ROLE_ADMIN) ? { all: true } : { all: false, userId: auth.userId };

/**
 * The pickers of the conversion-base, ad-ID and package dialogs (spec 002 §7 `/amt/op_user_list`,
 * `provider`, `projectquery`, `adreqnoquery`, `mediadataquery`; docs/architecture/ad-ids.md). Apps,
 * bases and ad IDs follow the caller's data scope, as their own pages do.
 */
export class AmtPickersService {
  constructor(private readonly repo: AmtPickersRepository) {}

  async opUsers(query: OpUserListQuery): Promise<OpUserListData> {
    const { list, total } = await this.repo.opUsers(
      { keyword: query.keyword, onlyStaff: query.filter_juxing === 1 },
      query.page,
      query.perpage,
    );
    return {
      list: list.map((u) => ({
        id: u.id,
        username: u.username,
        nick_name: u.nickName,
        dept_name: u.deptName,
        juxing: u.juxing,
      })),
      page_info: {
        current_page: query.page,
        res_cnt: total,
        total_page: Math.ceil(total / query.perpage),
      },
    };
  }

  providers(): ProviderData {
    return {
      list: BASE_MEDIA.map((medium) => ({
        medium,
        name: PROVIDER_NAMES[medium],
        has_api: medium !== 'other',
        ad_id_prefix: AD_ID_PREFIXES[medium],
      })),
    };
  }

  async projects(
    auth: AuthContext,
    query: z.infer<typeof ProjectQuerySchema>,
  ): Promise<ProjectQueryItem[]> {
    const rows = await this.repo.apps(
      scopeOf(auth),
      {
        medium: query.medium,
        gadCfgGameId: query.gad_cfg_game_id,
        platform: query.platform,
        keyword: query.keyword,
      },
      PICKER_ROWS_MAX,
    );
    return rows.map((r) => ({
      id: r.id,
      app_name: r.name,
      platform: r.platform,
      package_name: r.packageName,
      advertiser_id: r.advertiserId,
      media_app_id: r.mediaAppId,
      review_status: r.reviewStatus,
      game_name: r.gameName,
    }));
  }

  async adReqNos(
    auth: AuthContext,
    query: z.infer<typeof AdReqNoQuerySchema>,
  ): Promise<AdReqNoItem[]> {
    const upper = query.keyword.toUpperCase();
    const rows = await this.repo.adIds(
      scopeOf(auth),
      {
        prefix: AD_ID_PREFIX.test(upper) ? upper : null,
        keyword: query.keyword,
        medium: query.medium,
      },
      PICKER_ROWS_MAX,
    );
    return rows.map((r) => ({
      ad_id: r.adId,
      name: r.name,
      medium: r.medium,
      base_name: r.baseName,
      category_name: r.categoryName,
    }));
  }

  async mediaData(
    auth: AuthContext,
    query: z.infer<typeof MediaDataQuerySchema>,
  ): Promise<MediaDataItem[]> {
    const rows = await this.repo.bases(
      scopeOf(auth),
      { medium: query.medium, gadCfgGameId: query.gad_cfg_game_id, keyword: query.keyword },
      PICKER_ROWS_MAX,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      platform: r.platform,
      game_name: r.gameName,
      has_click_link: r.hasClickLink,
    }));
  }
}
