import { noise } from '../../sim/hash';
import { bigintId } from '../../state/collection';
import type { HourRow } from '../../sim/model';
import type { OceanEnginePromotionRecord } from '../../state/records';
import { promotionElements } from './delivery-plugin';

// Level 3 of the engine: a promotion's hourly row shared among its video and image materials (its
// titles when it has neither) by stable per-material weights, every count split exactly so the
// material rows add up to the promotion's. The split follows the promotion's current materials.

export function splitByMaterial(
  seed: number,
  promotion: Readonly<OceanEnginePromotionRecord> | undefined,
  row: HourRow,
): { materialId: bigint | null; row: HourRow }[] {
  if (!promotion) return [{ materialId: null, row }];
  const elements = promotionElements(promotion.wire).filter((e) => e.materialId !== undefined);
  const visual = elements.filter((e) => e.kind === 'video' || e.kind === 'image');
  const ids = (visual.length > 0 ? visual : elements).map((e) => bigintId(e.materialId ?? 0n));
  if (ids.length === 0) return [{ materialId: null, row }];
  const weights = ids.map((id) => 0.5 + noise(seed, id, 31));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = ids.map((materialId) => ({
    materialId,
    row: { show: 0, click: 0, cost: 0, conv: 0, deep: 0 },
  }));
  for (const field of ['show', 'click', 'cost', 'conv', 'deep'] as const) {
    let assigned = 0;
    parts.forEach((part, i) => {
      const value = Math.floor((row[field] * (weights[i] ?? 0)) / total);
      part.row[field] = value;
      assigned += value;
    });
    const first = parts[0];
    if (first) first.row[field] += row[field] - assigned;
  }
  return parts;
}
