import {
  DebugLogQuerySchema,
  pageInfo,
  type DebugLogData,
  type DebugLogQuery,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { BytedanceEventDebugLog } from '../../media/bytedance/event-debug-log';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { BasePushesRepository } from './base-pushes.repository';
import type { ConversionBasesService } from './conversion-bases.service';

export interface EventDebugLogDeps {
  bases: Pick<ConversionBasesService, 'requireBase'>;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  pushes: Pick<BasePushesRepository, 'find'>;
  log: BytedanceEventDebugLog;
  tokens: (medium: 'bytedance', advertiserId: string) => Promise<TokenSource>;
}

/**
 * Ocean Engine's 联调记录 of a base in one account (spec 002 §7 `/bytedance/event/debug_log`;
 * docs/architecture/conversion-bases.md): the conversions the account's event asset of the base
 * received, read from the medium every time. The asset is the one the base's push made or found
 * there, so an account the base was not pushed to has no log.
 */
export class EventDebugLogService {
  constructor(private readonly deps: EventDebugLogDeps) {}

  async read(auth: AuthContext, input: DebugLogQuery): Promise<DebugLogData> {
    const query = DebugLogQuerySchema.parse(input);
    const base = await this.deps.bases.requireBase(auth, query.base_id);
    if (base.medium !== 'bytedance') {
      throw new AppError('VALIDATION_FAILED', { details: ['联调记录仅适用于巨量引擎的转化基础'] });
    }
    const scope = await this.deps.accounts.advertiserIdsInScope(auth, 'bytedance');
    if (!scope.includes(query.advertiser_id)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: query.advertiser_id } });
    }
    const push = await this.deps.pushes.find({
      baseId: base.id,
      medium: 'bytedance',
      advertiserId: query.advertiser_id,
    });
    if (!push?.assetId) {
      throw new AppError('VALIDATION_FAILED', {
        details: ['该账户还没有此转化基础的事件资产，请先推送到该账户'],
      });
    }
    const token = await this.deps.tokens('bytedance', query.advertiser_id);
    const { entries, total } = await this.deps.log.read(token, query.advertiser_id, push.assetId, {
      ...(query.event_type ? { eventType: query.event_type } : {}),
      ...(query.result ? { result: query.result } : {}),
      page: query.page,
      pageSize: query.per_page,
    });
    return {
      asset_id: push.assetId,
      list: entries.map((e) => ({
        log_id: e.logId,
        received_at: e.receivedAt,
        event_time: e.eventTime,
        event_type: e.eventType,
        event_name: e.eventName ?? e.eventType,
        source: e.source,
        result: e.result,
        reason: e.reason,
        click_id: e.clickId,
      })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }
}
