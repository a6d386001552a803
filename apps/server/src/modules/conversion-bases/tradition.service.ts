import type { TraditionBaseCreateAnswer, TraditionBaseCreateForm } from '@toufang/contracts';
import type { BatchSheetRow } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { AdIdsService } from '../ad-ids/ad-ids.service';
import type { ConversionBasesService } from './conversion-bases.service';

export interface TraditionDeps {
  bases: Pick<ConversionBasesService, 'create'>;
  adIds: Pick<AdIdsService, 'checkNewBaseBatch' | 'writeBatch'>;
}

/** The sheet of channels sent with `/tradition/createbase_v2`. */
export interface ChannelSheet {
  fileName: string;
  rows: readonly BatchSheetRow[];
}

/**
 * The desktop-game media (spec 000 §2 `/transConfigPc`, spec 002 §7 `/tradition/*`): a base of
 * medium `pc` through the one conversion-base write path, and, from `createbase_v2`, the ad IDs
 * of a sheet of channels with it. The sheet and the base are checked before anything is written:
 * a bad row or a refused base and neither is made.
 */
export class TraditionService {
  constructor(private readonly deps: TraditionDeps) {}

  async createWithSheet(
    auth: AuthContext,
    form: TraditionBaseCreateForm,
    sheet: ChannelSheet | null,
  ): Promise<TraditionBaseCreateAnswer> {
    const { category_id: categoryId, ...fields } = form;
    let category = null;
    if (sheet) {
      if (categoryId === undefined) {
        throw new AppError('VALIDATION_FAILED', { details: ['上传渠道表格时请选择渠道分类'] });
      }
      category = await this.deps.adIds.checkNewBaseBatch(categoryId, 'pc', sheet.rows);
    }
    const { base_id: baseId } = await this.deps.bases.create(auth, {
      ...fields,
      medium: 'pc',
      platform: 'PC',
    });
    const batch =
      category && sheet
        ? await this.deps.adIds.writeBatch(auth, category, baseId, sheet.fileName, sheet.rows)
        : null;
    return { base_id: baseId, batch };
  }
}
