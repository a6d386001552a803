import { z } from 'zod';
import { PickedNameSchema } from './account-picks';

// 衍生创意 of the v3 promotion (docs/architecture/creation.md "Derived creatives"): the medium's
// creative strategies (`strategy/list`, the same catalogue for every account) the operator
// chose, with the value of each slot a strategy fills (its text and image slots, their names and
// text limits as the read gave them). The creation task makes one auto-generate config of them
// for each promotion, just before it (`v3.0/promotion/auto_generate_config/create/`), and the
// promotion names it (`creative_auto_generate_switch` ON, `config_id`).

export const AUTO_GENERATE_SWITCHES = ['OFF', 'ON'] as const;

export const DerivedStrategyStateSchema = z.object({
  key: z.string().trim().min(1),
  /** The slot's name on the medium (`state_name`), for the errors. */
  name: PickedNameSchema,
  type: z.enum(['Text', 'Image']),
  /** Empty while the operator has not filled it (the plan then refuses it). */
  value: z.string().trim().max(1024).default(''),
  /** A text slot's longest value (`limit.text_max_length`). */
  max_length: z.number().int().positive().nullable().default(null),
});
export type DerivedStrategyState = z.infer<typeof DerivedStrategyStateSchema>;

export const DerivedStrategySchema = z.object({
  strategy_id: z.coerce.number().int().positive('衍生策略ID应为数字'),
  strategy_name: PickedNameSchema,
  states: z.array(DerivedStrategyStateSchema).default([]),
});
export type DerivedStrategy = z.infer<typeof DerivedStrategySchema>;

export const DerivedStrategiesSchema = z.array(DerivedStrategySchema).default([]);
