import type { BasePushMedium } from '@toufang/contracts';
import { BASE_PUSH_DEFINITIONS } from './push-definitions';

// The conversion config of a base (docs/architecture/conversion-bases.md "Conversion configs"):
// which of its medium's conversion types the base reports back. A push makes the enabled ones.

export interface ConversionConfigEvent {
  type: string;
  label: string;
  enabled: boolean;
}

/** The medium's conversion types with whether the base reports each, in the definition's order. */
export function conversionConfig(
  medium: BasePushMedium,
  disabled: readonly string[],
): ConversionConfigEvent[] {
  return BASE_PUSH_DEFINITIONS[medium].events.map((e) => ({
    type: e.type,
    label: e.label,
    enabled: !disabled.includes(e.type),
  }));
}

/**
 * The disabled types after turning `type` on or off, or the reason it may not be: the type is
 * one of the medium's, and at least one conversion stays reported (a base reporting nothing
 * would make accounts that can optimize for nothing).
 */
export function switchConversion(
  medium: BasePushMedium,
  disabled: readonly string[],
  type: string,
  enabled: boolean,
): { disabled: string[] } | { problem: string } {
  const types = BASE_PUSH_DEFINITIONS[medium].events.map((e) => e.type);
  if (!types.includes(type)) return { problem: `不是该媒体的转化事件：${type}` };
  const next = types.filter((t) => (t === type ? !enabled : disabled.includes(t)));
  if (next.length === types.length) return { problem: '转化基础至少回传一个转化事件' };
  return { disabled: next };
}

/** The types a push makes: the medium's, less the disabled ones. */
export const enabledEventTypes = (medium: BasePushMedium, disabled: readonly string[]): string[] =>
  conversionConfig(medium, disabled)
    .filter((e) => e.enabled)
    .map((e) => e.type);
