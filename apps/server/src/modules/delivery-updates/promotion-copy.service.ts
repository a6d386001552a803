import {
  PROMOTION_COPY_NAME_MAX,
  type PromotionCopyAnswer,
  type PromotionCopyBody,
} from '@toufang/contracts';
import { copyPromotionBlocker, copyTitlesError } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PromotionCopyReader } from '../../media/bytedance/promotion-copy';
import type { NewPromotion } from '../../media/bytedance/writes';
import type { TokenSource } from '../../media/http/token-provider';
import { PROMOTION_CREATE_TASK } from '../delivery-writes/delivery-writes.tasks';
import { answerOf, type DeliveryUpdatesService } from './delivery-updates.service';
import type { InlineWrites } from './inline-writes';

// Copy ad (spec 001 §4 "Copy ad", §5 "Copy", §9 "Titles limit 10 in copy"): the promotion is read
// from the medium, refused with the spec's messages unless its project is priced OCPM/OCPC and it
// has creatives, then created again in its project through the promotion creation task type
// (bytedance-create-task.ts), whose key is the name: the medium refuses a second live promotion
// of the same name, so a repeated copy under one name never makes a duplicate.

const NAME_MAX = PROMOTION_COPY_NAME_MAX;
const COPY_SUFFIX = '-复制';

/** The copy's default name: the original's with a suffix and the time, within 50 characters. */
export function copyName(original: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(4, 14);
  const suffix = `${COPY_SUFFIX}${stamp}`;
  return `${[...original].slice(0, NAME_MAX - suffix.length).join('')}${suffix}`;
}

export class PromotionCopyService {
  constructor(
    private readonly updates: DeliveryUpdatesService,
    private readonly reader: PromotionCopyReader,
    private readonly tokens: (medium: 'bytedance', advertiserId: string) => Promise<TokenSource>,
    private readonly inline: InlineWrites,
    private readonly clock: Clock,
    /** Reads the copy into the mirror, so it shows in the lists at once. */
    private readonly readBack: (advertiserId: string, promotionId: string) => Promise<void> = () =>
      Promise.resolve(),
  ) {}

  async copy(auth: AuthContext, body: PromotionCopyBody): Promise<PromotionCopyAnswer> {
    const { advertiser_id: advertiserId, promotion_id: promotionId } = body;
    await this.updates.requireInScope(auth, 'bytedance', [advertiserId]);
    await this.updates.requireOwned('bytedance', [{ level: 'ad', id: promotionId, advertiserId }]);
    const titlesError = body.titles ? copyTitlesError(body.titles) : undefined;
    if (titlesError) throw new AppError('VALIDATION_FAILED', { details: [titlesError] });

    const token = await this.tokens('bytedance', advertiserId);
    const source = await this.reader.readCopySource(token, advertiserId, promotionId);
    if (!source) throw notFound('广告');
    const blocker = copyPromotionBlocker(source);
    if (blocker) throw new AppError('PROMOTION_NOT_COPYABLE', { params: { reason: blocker } });

    const name = body.name ?? copyName(source.name, this.clock.now());
    const request: NewPromotion = {
      ...source.template,
      name,
      ...(body.titles?.length ? { titles: body.titles } : {}),
    };
    const result = await this.inline.run(PROMOTION_CREATE_TASK, auth.userId, request, {
      medium: 'bytedance',
      advertiserId,
      objectType: 'promotion',
      objectId: promotionId,
    });
    if (!result.ok) {
      return {
        ...answerOf({
          item_count: 1,
          errors: [{ ids: [promotionId], error_message: result.message, error_code: result.code }],
        }),
        promotion_id: null,
        name,
      };
    }
    const created = (result.after as { promotionId?: string } | null)?.promotionId ?? null;
    if (created) await this.readBack(advertiserId, created);
    return {
      ...answerOf({ item_count: 1, updated_ids: created ? [created] : [] }),
      promotion_id: created,
      name,
    };
  }
}
