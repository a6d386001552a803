import { installRegionCounties, isRegionWireId, regionWireParentsOf } from '@toufang/domain';
import { REGION_COUNTIES } from '@toufang/domain/region-counties';

// Kuaishou's region targeting as it checks it (unit `target.region`, `target.user_type`): region
// ids of provinces, cities and counties (区县) ([] or none: 不限), each once; a parent's id is never sent with one
// of its children's; `user_type` 0 实时, 1 常驻 or 2 不限.

installRegionCounties(REGION_COUNTIES);

export interface TargetRegion {
  region?: number[];
  user_type?: number;
}

/** The medium's message for a unit's regions it refuses; null when it takes them. */
export function targetRegionRefusal(target: TargetRegion | undefined): string | null {
  const ids = target?.region ?? [];
  const userType = target?.user_type;
  if (userType !== undefined && ![0, 1, 2].includes(userType)) return 'user_type 取值不正确';
  const unknown = ids.find((id) => !isRegionWireId('kuaishou', id));
  if (unknown !== undefined) return `地域定向中的地域 ${unknown} 不存在`;
  if (new Set(ids).size !== ids.length) return '地域定向中存在重复的地域';
  const chosen = new Set(ids);
  const overlap = ids.find((id) => {
    return regionWireParentsOf('kuaishou', id).some((p) => chosen.has(p));
  });
  if (overlap !== undefined) return `地域定向不允许同时传父级与子级地域: ${overlap}`;
  return null;
}
