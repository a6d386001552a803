import {
  deliveryAbility,
  writeTabOf,
  type AbilityKey,
  type DeliveryAction,
  type DeliveryScreenKey,
} from '@toufang/contracts';
import type { MirrorSource } from '../../lib/media-mirror';

// The ability a write route declares: its tab's action in the one table of the delivery screens
// (contracts delivery-screens.ts, spec 001 §6) the web app enables its tabs and buttons by. Each
// medium's writes serve its v3 screen, a legacy family's its legacy screen; a level's tab is the
// level's key (the account tab for the advertiser's writes).

const SCREENS: Record<MirrorSource, DeliveryScreenKey> = {
  bytedance: 'launchV3',
  kuaishou: 'launchKs',
  tencent: 'launchQqV3',
  bytedance_v2: 'launchv2',
  tencent_v2: 'launchQqV2',
};

/** The ability of `action` on the tab of a medium's level. */
export function writeAbility(
  medium: MirrorSource,
  level: string,
  action: DeliveryAction,
): AbilityKey {
  return deliveryAbility(SCREENS[medium], writeTabOf(level), action);
}
