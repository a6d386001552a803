import type {
  CoverChooseBody,
  CoverSuggestData,
  CoverSuggestQuery,
  MediumKey,
} from '@toufang/contracts';
import { coverSuggestRefusal, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { CoverSuggestion, MediaCoverSuggest } from '../../media/cover-suggest';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { visibleFiles } from '../materials/material-scope';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { MaterialPushRepository, MaterialPushRow } from './material-push.repository';

const refuse = (reason: string) => new AppError('MATERIAL_COVER_REFUSED', { params: { reason } });

/**
 * Cover suggestions for a library video on one media account (spec 002 §7
 * `material/suggestcover`, `tencent/material/suggestcover`), and the choice of one: the medium
 * has a call (packages/domain materials/cover-suggest.ts), the file is a video the caller sees,
 * the account is in the caller's data scope and the video was pushed to it; then the medium is
 * asked for the video by the id the push recorded. The chosen cover is kept on the push record,
 * and creations of the video on that account set it as the video's cover where the medium gave an
 * image id for it.
 */
export class CoverSuggestService {
  constructor(
    private readonly materials: MaterialsRepository,
    private readonly pushes: MaterialPushRepository,
    private readonly accounts: MediaAccountsService,
    private readonly covers: Partial<Record<Medium, MediaCoverSuggest>>,
    private readonly tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>,
    private readonly clock: Clock,
  ) {}

  /** The push of the video to the account, after every check. */
  private async pushOf(
    auth: AuthContext,
    medium: MediumKey,
    query: CoverSuggestQuery,
  ): Promise<{ covers: MediaCoverSuggest; pushed: MaterialPushRow & { mediaFileId: string } }> {
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
    return { covers, pushed: { ...pushed, mediaFileId: pushed.mediaFileId } };
  }

  private async ask(
    covers: MediaCoverSuggest,
    medium: MediumKey,
    pushed: MaterialPushRow & { mediaFileId: string },
  ): Promise<CoverSuggestion> {
    try {
      const token = await this.tokens(medium, pushed.advertiserId);
      return await covers.suggest(token, pushed.advertiserId, pushed.mediaFileId);
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw new AppError('REAUTHORIZE_REQUIRED');
      if (error instanceof MediaCallError) {
        throw new AppError('MEDIUM_UNAVAILABLE', { params: { reason: error.message } });
      }
      throw error;
    }
  }

  async suggest(
    auth: AuthContext,
    medium: MediumKey,
    query: CoverSuggestQuery,
  ): Promise<CoverSuggestData> {
    const { covers, pushed } = await this.pushOf(auth, medium, query);
    const suggestion = await this.ask(covers, medium, pushed);
    return {
      status: suggestion.status,
      list: suggestion.covers,
      chosen: pushed.coverUrl === null ? null : { id: pushed.coverId, url: pushed.coverUrl },
    };
  }

  /**
   * Keeps the suggested cover at `url` as the video's cover on the account. The medium is asked
   * again, so only a cover it suggests now is taken; nothing changes otherwise.
   */
  async choose(
    auth: AuthContext,
    medium: MediumKey,
    body: CoverChooseBody,
  ): Promise<CoverSuggestData> {
    const { covers, pushed } = await this.pushOf(auth, medium, body);
    const suggestion = await this.ask(covers, medium, pushed);
    if (suggestion.status !== 'succeeded') throw refuse('封面尚未生成，请稍后再试');
    const cover = suggestion.covers.find((c) => c.url === body.url);
    if (cover === undefined) throw refuse('所选封面不在媒体推荐的封面中，请重新选择');
    const chosen = { id: cover.id, url: cover.url };
    await this.pushes.setCover(
      pushed.fileId,
      medium,
      pushed.advertiserId,
      chosen,
      this.clock.now(),
    );
    return { status: suggestion.status, list: suggestion.covers, chosen };
  }
}
