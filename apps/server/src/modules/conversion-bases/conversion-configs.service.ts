import {
  ConvertUpdateStatusBodySchema,
  isPushMedium,
  pageInfo,
  type BasePushAnswer,
  type BasePushMedium,
  type ConvertCfgData,
  type ConvertListData,
  type ConvertListQuery,
  type ConvertUpdateStatusBody,
} from '@toufang/contracts';
import { conversionConfig, switchConversion } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { pushUnsupported } from './push-unsupported';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { BasePushesService } from './base-pushes.service';
import type { BaseRecord, ConversionBasesRepository } from './conversion-bases.repository';
import type { ConversionBasesService } from './conversion-bases.service';

export interface ConversionConfigsDeps {
  bases: Pick<ConversionBasesService, 'requireBase'>;
  repo: Pick<ConversionBasesRepository, 'setDisabledEvents'>;
  pushes: Pick<BasePushesService, 'push' | 'read'>;
  clock: Clock;
}

type PushBase = BaseRecord & { medium: BasePushMedium };

/**
 * Conversion configs (spec 002 §7 `/convert/cfg`, `updatestatus`, `convertlist`) and Ocean
 * Engine's `job_retry_track_url_group_id` (docs/architecture/conversion-bases.md "Conversion
 * configs"): which conversions a base reports back, the conversions its pushes made, and the
 * accounts whose track-url group is missing pushed again.
 */
export class ConversionConfigsService {
  constructor(private readonly deps: ConversionConfigsDeps) {}

  private async requirePushBase(auth: AuthContext, baseId: number): Promise<PushBase> {
    const base = await this.deps.bases.requireBase(auth, baseId);
    if (!isPushMedium(base.medium)) {
      throw pushUnsupported(base.medium);
    }
    return base as PushBase;
  }

  async config(auth: AuthContext, baseId: number): Promise<ConvertCfgData> {
    const base = await this.requirePushBase(auth, baseId);
    return { base_id: base.id, events: conversionConfig(base.medium, base.disabledEvents) };
  }

  /** Turns one conversion on or off; the next push makes only the enabled ones. */
  async updateStatus(auth: AuthContext, input: ConvertUpdateStatusBody): Promise<ConvertCfgData> {
    const body = ConvertUpdateStatusBodySchema.parse(input);
    const base = await this.requirePushBase(auth, body.base_id);
    const next = switchConversion(base.medium, base.disabledEvents, body.event_type, body.enabled);
    if ('problem' in next) throw new AppError('VALIDATION_FAILED', { details: [next.problem] });
    await this.deps.repo.setDisabledEvents(base.id, next.disabled, this.deps.clock.now());
    return { base_id: base.id, events: conversionConfig(base.medium, next.disabled) };
  }

  /** The conversions the pushes made, one row per account and type, in the push's order. */
  async list(auth: AuthContext, query: ConvertListQuery): Promise<ConvertListData> {
    const base = await this.requirePushBase(auth, query.base_id);
    const config = conversionConfig(base.medium, base.disabledEvents);
    const { list: pushes } = await this.deps.pushes.read(auth, base.id);
    const rows = pushes.flatMap((push) =>
      push.events.map((event) => {
        const known = config.find((c) => c.type === event.event_type);
        return {
          advertiser_id: push.advertiser_id,
          advertiser_name: push.advertiser_name,
          event_type: event.event_type,
          label: known?.label ?? event.name,
          media_event_id: event.event_id,
          enabled: known?.enabled ?? false,
          push_status: push.status,
        };
      }),
    );
    const start = (query.page - 1) * query.per_page;
    return {
      list: rows.slice(start, start + query.per_page),
      page_info: pageInfo(query.page, query.per_page, rows.length),
    };
  }

  /**
   * `job_retry_track_url_group_id`: the Ocean Engine accounts of the base whose 监测链接组 is
   * missing (a failed push) are pushed again; the push reuses whatever the account already holds.
   */
  async retryTrackUrlGroups(auth: AuthContext, baseId: number): Promise<BasePushAnswer> {
    const base = await this.requirePushBase(auth, baseId);
    if (base.medium !== 'bytedance' || base.kind !== 'app') {
      throw new AppError('VALIDATION_FAILED', {
        details: ['只有巨量引擎的应用转化基础有监测链接组'],
      });
    }
    const { list } = await this.deps.pushes.read(auth, base.id);
    const missing = list
      .filter((r) => r.status === 'failed' && r.track_url_group_id === null)
      .map((r) => r.advertiser_id);
    if (missing.length === 0) {
      throw new AppError('VALIDATION_FAILED', { details: ['没有缺少监测链接组的失败账户'] });
    }
    return this.deps.pushes.push(auth, { base_id: base.id, advertiser_ids: missing });
  }
}
