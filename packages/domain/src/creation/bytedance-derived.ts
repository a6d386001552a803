import type { DerivedStrategy } from '@toufang/contracts';

// The v3 promotion's 衍生创意 rules (docs/architecture/creation.md "Derived creatives"), part of
// the v3 plan's settings checks, so count and preview list them and submit refuses them: switched
// on, at least one strategy, each once, every slot filled and each text within the limit the
// strategy read gave. Switched off, the strategies kept are ignored and not sent.

export interface DerivedInput {
  creative_auto_generate_switch: 'OFF' | 'ON';
  auto_generate_strategies: readonly DerivedStrategy[];
}

const nameOf = (s: DerivedStrategy) => s.strategy_name || String(s.strategy_id);

export function bytedanceDerivedErrors(p: DerivedInput): string[] {
  if (p.creative_auto_generate_switch !== 'ON') return [];
  const strategies = p.auto_generate_strategies;
  if (strategies.length === 0) return ['开启衍生创意时请至少选择一个衍生策略'];
  const errors: string[] = [];
  const ids = strategies.map((s) => s.strategy_id);
  if (new Set(ids).size !== ids.length) errors.push('衍生策略不能重复');
  for (const s of strategies) {
    for (const state of s.states) {
      const label = state.name || state.key;
      if (!state.value) {
        errors.push(`衍生策略「${nameOf(s)}」未填写${label}`);
      } else if (
        state.type === 'Text' &&
        state.max_length !== null &&
        [...state.value].length > state.max_length
      ) {
        errors.push(`衍生策略「${nameOf(s)}」的${label}不能超过 ${state.max_length} 个字`);
      }
    }
  }
  return errors;
}

/** What the auto-generate config of each promotion is made of; null when switched off. */
export function derivedStrategiesOf(p: DerivedInput): DerivedStrategy[] | null {
  return p.creative_auto_generate_switch === 'ON' && p.auto_generate_strategies.length > 0
    ? [...p.auto_generate_strategies]
    : null;
}
