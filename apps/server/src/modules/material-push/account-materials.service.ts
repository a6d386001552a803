import type {
  MaterialAccountListData,
  MaterialAccountListQuery,
  MaterialOnAccount,
} from '@toufang/contracts';
import { pageInfo } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { MaterialLinks } from '../materials/material-links';
import { scopeOf } from '../materials/material-scope';
import { toMaterialFile } from '../materials/materials.mapper';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { MaterialPushRepository } from './material-push.repository';

/**
 * `material/list` (spec 002 §7): the library files a push put on one media account, for the
 * wizards' pickers. The account must be in the caller's data scope; the files are those the
 * caller sees, under the library list's filters, each with the ids the push recorded.
 */
export class AccountMaterialsService {
  constructor(
    private readonly materials: MaterialsRepository,
    private readonly pushes: MaterialPushRepository,
    private readonly accounts: MediaAccountsService,
    private readonly links: MaterialLinks,
  ) {}

  async list(auth: AuthContext, query: MaterialAccountListQuery): Promise<MaterialAccountListData> {
    const medium = query.platform;
    const advertiserId = query.advertiser_id;
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
    if (!scope.has(advertiserId)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: advertiserId } });
    }
    const ready = query.ready === undefined ? undefined : query.ready === '1';
    const { rows, total } = await this.materials.listFilesAmong(
      this.pushes.filesOn(medium, advertiserId, ready),
      query,
      scopeOf(auth),
    );
    const pushed = new Map(
      (
        await this.pushes.succeededOn(
          rows.map((r) => r.id),
          medium,
          advertiserId,
        )
      ).map((p) => [p.fileId, p]),
    );
    const list = rows.flatMap((row): MaterialOnAccount[] => {
      const push = pushed.get(row.id);
      if (!push?.mediaFileId) return [];
      return [
        {
          ...toMaterialFile(row, this.links),
          media_file_id: push.mediaFileId,
          media_material_id: push.mediaMaterialId,
          media_ready: push.mediaReady !== false,
          pushed_at: push.pushedAt?.toISOString() ?? null,
        },
      ];
    });
    return { list, page_info: pageInfo(query.page, query.per_page, total) };
  }
}
