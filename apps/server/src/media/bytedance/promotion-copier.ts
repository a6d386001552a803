import { copyPromotionBlocker } from '@toufang/domain';
import { CopyRefused, type MediumObjectCopy } from '../object-copy';
import type { PromotionCopyReader } from './promotion-copy';
import type { BytedanceWrites } from './writes';

// Ocean Engine's copy of a promotion, as the delivery screen's 复制广告 makes it (spec 001 §4
// "Copy ad"): read with its materials and its project's pricing, refused unless the project is
// priced OCPM/OCPC and the promotion has creatives, created again in its project under the new
// name (materials travel inside the promotion).

export function createPromotionCopier(
  reader: PromotionCopyReader,
  writes: BytedanceWrites,
): MediumObjectCopy {
  return {
    medium: 'bytedance',
    limiterKeys: (advertiserId) => writes.limiterKeys('promotionCreate', advertiserId),

    async find(token, advertiserId, name) {
      return (await writes.findPromotionByName(token, advertiserId, name))?.id ?? null;
    },

    async copy(token, advertiserId, sourceId, name, enabled) {
      const source = await reader.readCopySource(token, advertiserId, sourceId);
      if (!source) throw new CopyRefused('SOURCE_GONE', `广告 ${sourceId} 不存在或已删除`);
      const found = await writes.findPromotionByName(token, advertiserId, name);
      if (found) {
        if (found.projectId !== source.projectId) {
          throw new CopyRefused(
            'NAME_TAKEN',
            `名称「${name}」已被项目 ${found.projectId} 的广告使用`,
          );
        }
        return { id: found.id, creativeIds: [] };
      }
      const blocker = copyPromotionBlocker(source);
      if (blocker) throw new CopyRefused('PROMOTION_NOT_COPYABLE', blocker);
      const { promotionId } = await writes.createPromotion(token, advertiserId, {
        ...source.template,
        name,
        optStatus: enabled ? 'ENABLE' : 'DISABLE',
      });
      return { id: promotionId, creativeIds: [] };
    },
  };
}
