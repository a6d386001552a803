import { createHash } from 'node:crypto';
import { oceanengine } from '@toufang/media-wire';
import { formatDate } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError, wireError } from '../../http/medium-error';
import { hashSeed } from '../../prng';
import { noise } from '../../sim/hash';
import type { OceanEngineAvatar, OceanEngineAvatarImage } from '../../state/records';
import { isUploadedFile, registerMultipartParser } from '../../http/multipart-form';

// Advertiser avatars (media-wire oceanengine/avatar.ts): upload an image (multipart, md5 checked
// when signed, format, size and pixels held to the documented limits), submit it for review, read
// the review. The review is asynchronous on the simulated clock with the delivery engine's review
// knobs (PUT /_admin/world/audit): the verdict shows `delayMs` after submission, and a
// deterministic share `denyRate` of submissions is denied with a reason. While one is in review,
// another submission is refused.

const API = '/oceanengine/open_api/2/advertiser/avatar';
const { ErrorCode, AvatarStatusCode } = oceanengine;

export const AVATAR_DENY_REASONS = [
  '头像含有二维码、联系方式等引导信息',
  '头像与账户主体或品牌信息不符',
  '头像图片模糊、变形或留白过多',
  '头像含有违规或不适宜展示的内容',
] as const;

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

/** Image ids look like the medium's (`web.business.image/<day><hex>`) and double as the URI. */
const imageIdOf = (advertiserId: number, signature: string, at: number) =>
  `web.business.image/${formatDate(at).replaceAll('-', '')}${md5(`${advertiserId}:${signature}`).slice(0, 22)}`;

/** The state a reader sees at `at`: the verdict of the latest submission once it is due. */
function avatarView(
  record: Readonly<OceanEngineAvatar> | undefined,
  image: (id: string) => Readonly<OceanEngineAvatarImage> | undefined,
  at: number,
): oceanengine.AvatarGetData {
  const advertiserId = record?.advertiserId ?? 0;
  const sub = record?.submission;
  if (!record || !sub) {
    return {
      advertiser_id: advertiserId,
      avatar_status: record?.currentImageId ? AvatarStatusCode.APPROVED : AvatarStatusCode.NOT_SET,
      ...(record?.currentImageId ? { avatar_info: { web_uri: record.currentImageId } } : {}),
    };
  }
  const inUse = record.currentImageId ? { web_uri: record.currentImageId } : {};
  if (at < sub.dueAt) {
    const pending = image(sub.imageId);
    return {
      advertiser_id: advertiserId,
      avatar_status: AvatarStatusCode.REVIEWING,
      avatar_info: {
        ...inUse,
        audit_web_uri: sub.imageId,
        ...(pending ? { width: pending.width, height: pending.height } : {}),
      },
    };
  }
  if (sub.outcome === 'pass') {
    return {
      advertiser_id: advertiserId,
      avatar_status: AvatarStatusCode.APPROVED,
      avatar_info: { web_uri: sub.imageId },
    };
  }
  return {
    advertiser_id: advertiserId,
    avatar_status: AvatarStatusCode.DENIED,
    avatar_reason: sub.reason ?? AVATAR_DENY_REASONS[0],
    ...(record.currentImageId ? { avatar_info: inUse } : {}),
  };
}

export function registerOceanEngineAvatars(ctx: MediumContext): void {
  registerMultipartParser(ctx.app);
  const images = ctx.state.oceanengine.avatarImages;
  const avatars = ctx.state.oceanengine.avatars;
  const reviewSeed = () => hashSeed(`${ctx.state.seed}:oceanengine:avatar`);

  ctx.endpoint(
    'POST',
    `${API}/upload/`,
    (req) => {
      const fields = ctx.parse(oceanengine.AvatarUploadFieldsSchema, req.input);
      const file = req.input[oceanengine.AVATAR_FILE_FIELD];
      if (!isUploadedFile(file)) {
        throw mediumError('param', `${oceanengine.AVATAR_FILE_FIELD} 为必填参数（multipart 文件）`);
      }
      const signature = md5(file.data);
      if (fields.image_signature && fields.image_signature.toLowerCase() !== signature) {
        throw mediumError('param', 'image_signature 与文件的 md5 不一致');
      }
      const problems = oceanengine.avatarImageProblems(file.data);
      if (problems.length > 0) throw mediumError('param', problems.join('；'));
      const header = oceanengine.readImageHeader(file.data);
      const advertiserId = ctx.advertiser(req).id;
      const imageId = imageIdOf(advertiserId, signature, req.now);
      images.put({
        imageId,
        advertiserId,
        signature,
        format: header?.format ?? '',
        size: file.data.length,
        width: header?.width ?? 0,
        height: header?.height ?? 0,
        uploadedAt: req.now,
      });
      const data: oceanengine.AvatarUploadData = { image_id: imageId };
      return data;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/submit/`,
    (req) => {
      const body = ctx.parse(oceanengine.AvatarSubmitRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const image = images.find(body.image_id);
      if (!image || image.advertiserId !== advertiserId) {
        throw mediumError('param', `image_id ${body.image_id} 无效或不属于该广告主`);
      }
      const current = avatars.find(advertiserId);
      const previous = current?.submission ?? null;
      if (previous && req.now < previous.dueAt) {
        throw wireError({
          code: ErrorCode.PARAM_ERROR,
          message: '头像正在审核中，请审核结束后再提交',
        });
      }
      const inUse =
        previous?.outcome === 'pass' ? previous.imageId : (current?.currentImageId ?? null);
      const round = (previous?.round ?? 0) + 1;
      const { delayMs, denyRate } = ctx.sim.getAudit();
      const denied = noise(reviewSeed(), advertiserId, 401, round) < denyRate;
      const reasonAt = Math.floor(
        noise(reviewSeed(), advertiserId, 402, round) * AVATAR_DENY_REASONS.length,
      );
      avatars.put({
        advertiserId,
        currentImageId: inUse,
        submission: {
          imageId: image.imageId,
          round,
          submittedAt: req.now,
          dueAt: req.now + delayMs,
          outcome: denied ? 'deny' : 'pass',
          reason: denied ? (AVATAR_DENY_REASONS[reasonAt] ?? AVATAR_DENY_REASONS[0]) : null,
        },
      });
      const data: oceanengine.AvatarSubmitData = { advertiser_id: advertiserId };
      return data;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/get/`, (req) => {
    ctx.parse(oceanengine.AvatarGetRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const view = avatarView(avatars.find(advertiserId), (id) => images.find(id), req.now);
    return { ...view, advertiser_id: advertiserId };
  });
}
