import type { CoverSuggestData, CoverSuggestQuery, MediumKey } from '@toufang/contracts';
import { coverSuggestRefusal, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Medium } from '../../lib/media-mirror';
import type { MediaCoverSuggest } from '../../media/cover-suggest';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { visibleFiles } from '../materials/material-scope';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { MaterialPushRepository } from './material-push.repository';

const refuse = (reason: string) => new AppError('MATERIAL_COVER_REFUSED', { params: { reason } });

/**
 * Cover suggestions for a library video on one media account (spec 002 §7
 * `material/suggestcover`, `tencent/material/suggestcover`): the medium has a call
 * (packages/domain materials/cover-suggest.ts), the file is a video the caller sees, the account
 * is in the caller's data scope and the video was pushed to it; then the medium is asked for the
 * video by the id the push recorded. A read: nothing changes.
 */
export class CoverSuggestService {
  constructor(
    private readonly materials: MaterialsRepository,
    private readonly pushes: MaterialPushRepository,
    private readonly accounts: MediaAccountsService,
    private readonly covers: Partial<Record<Medium, MediaCoverSuggest>>,
    private readonly tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>,
  ) {}

  async suggest(
    auth: AuthContext,
    medium: MediumKey,
    query: CoverSuggestQuery,
  ): Promise<CoverSuggestData> {
    const refusal = coverSuggestRefusal(medium);
    const covers = this.covers[medium];
    if (refusal || !covers) throw refuse(refusal ?? `${MATERIAL_MEDIUM_NAMES[medium]}未接入`);
    const [file] = await visibleFiles(this.materials, auth, [query.file_id]);
    if (file?.kind !== 'video') throw refuse('只有视频才有封面推荐');
    const advertiserId = query.advertiser_id;
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
    if (!scope.has(advertiserId)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: advertiserId } });
    }
    const [pushed] = await this.pushes.succeededOn([file.id], medium, advertiserId);
    if (!pushed?.mediaFileId) {
      throw new AppError('MATERIAL_NOT_ON_ACCOUNT', {
        params: { advertiser: advertiserId, names: file.name },
      });
    }
    try {
      const token = await this.tokens(medium, advertiserId);
      const suggestion = await covers.suggest(token, advertiserId, pushed.mediaFileId);
      return { status: suggestion.status, list: suggestion.covers };
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw new AppError('REAUTHORIZE_REQUIRED');
      if (error instanceof MediaCallError) {
        throw new AppError('MEDIUM_UNAVAILABLE', { params: { reason: error.message } });
      }
      throw error;
    }
  }
}
