import type { MediumKey } from '@toufang/contracts';

// Whose rules a delivery screen applies (statuses, batch sizes, budget limits): a medium's current
// API, or one of the legacy API families a medium still serves — Ocean Engine v2 (launchv2) and
// Tencent v1.3 (launchQqV2). Their levels, values and limits differ from the current API's, so the
// domain's per-medium tables have an entry for each family as well.

export const LEGACY_FAMILIES = ['bytedance_v2', 'tencent_v2'] as const;
export type LegacyFamily = (typeof LEGACY_FAMILIES)[number];

export type DeliveryFamily = MediumKey | LegacyFamily;

/** The family of a screen of the contracts' table (its medium and API generation). */
export function familyOf(screen: { medium: MediumKey; api: 'v3' | 'v2' }): DeliveryFamily {
  if (screen.api === 'v3') return screen.medium;
  if (screen.medium === 'kuaishou') throw new Error('Kuaishou has no legacy API family');
  return `${screen.medium}_v2`;
}

const FAMILY_MEDIA: Record<DeliveryFamily, MediumKey> = {
  bytedance: 'bytedance',
  kuaishou: 'kuaishou',
  tencent: 'tencent',
  bytedance_v2: 'bytedance',
  tencent_v2: 'tencent',
};

/** The medium a family belongs to (its title rules, its medium's names). */
export const familyMedium = (family: DeliveryFamily): MediumKey => FAMILY_MEDIA[family];
