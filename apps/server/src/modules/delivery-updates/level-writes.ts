import {
  deliveryWriteBodySchema,
  levelIdKey,
  type DeliveryStatusAction,
  type DeliveryWriteItem,
  type WriteRouteField,
} from '@toufang/contracts';
import type { MediumKey } from '@toufang/contracts';
import {
  titleRefusal,
  type BudgetLevel,
  type NumberRule,
  type NumericInput,
} from '@toufang/domain';
import type { z } from 'zod';
import type { MirrorSource } from '../../lib/media-mirror';
import type { WriteField } from '../../media/medium-writes';
import { mediaBudgetChange, moneyChange } from './row-checks';
import { writeAbility } from './write-abilities';
import {
  accountBudgetPlan,
  defineWrite,
  itemRows,
  statusPlan,
  statusRows,
  valuePlan,
  type WriteDef,
  type WriteMirrorLevel,
} from './write-table';

// A medium's write table from data: per level its name, mirror table, budget rules (packages/
// domain media-budget-rules), bid limits and switch values; per (level, field) its path
// (contracts MEDIUM_WRITE_PATHS). The bodies are the same for every medium (contracts
// delivery-writes.ts), so one set of checks serves them all.

export interface LevelWriteData {
  /** Today's spend and budget changes of the level's objects (contracts MEDIUM_BUDGET_FACTS_PATHS). */
  factsPath?: string;
  /** The level's name in task titles (广告计划, 广告组 …). */
  name: string;
  mirrorLevel: WriteMirrorLevel;
  /** The level's budget rules in packages/domain (`account`, `project` = level 1, `promotion` = 2). */
  budgetLevel?: BudgetLevel;
  /** The switch values the status route takes (DELETE where the medium deletes by status). */
  statusActions?: readonly DeliveryStatusAction[];
  bidRule?: NumberRule;
  /** The medium whose title length rule (packages/domain TITLE_LENGTH_RULES) the level's titles meet. */
  titleRule?: MediumKey;
}

type Paths = Readonly<Record<string, Partial<Record<WriteRouteField, string>>>>;

type BidInput = DeliveryWriteItem & { cpa_bid?: NumericInput };

type TitleInput = DeliveryWriteItem & { title: string };

/** A title as the plan of a row, refused in the medium's own words of its length rule. */
function titlePlan(title: string, medium: MediumKey | undefined, levelName: string) {
  if (medium === undefined) return { ok: false as const, message: `${levelName}不支持修改标题` };
  const refusal = titleRefusal(title, medium);
  return refusal !== undefined
    ? { ok: false as const, message: refusal }
    : valuePlan({ ok: true, value: { field: 'title', title } });
}

interface BudgetInput extends DeliveryWriteItem {
  budget_mode: 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DAY';
  budget?: NumericInput;
}

function levelWrite(
  medium: MirrorSource,
  level: string,
  field: WriteRouteField,
  path: string,
  data: LevelWriteData,
): WriteDef {
  const idKey = levelIdKey(level);
  const base = { medium, level, mirrorLevel: data.mirrorLevel, path };
  const body = deliveryWriteBodySchema(level, field, data.statusActions);
  const idOf = (item: DeliveryWriteItem) => String(item[idKey]);
  switch (field) {
    case 'status': {
      const actions = data.statusActions ?? ['ENABLE', 'DISABLE'];
      const fields: WriteField[] = actions.includes('DELETE') ? ['status', 'delete'] : ['status'];
      return defineWrite({
        ...base,
        fields,
        summary: `批量修改${data.name}状态`,
        deleteTitle: `批量删除${data.name}`,
        ability: writeAbility(medium, level, 'switch'),
        body: body as unknown as z.ZodType<{
          items: DeliveryWriteItem[];
          opt_status: DeliveryStatusAction;
        }>,
        rows: (b) => statusRows(b.items, b.opt_status, idOf),
        check: (input) => statusPlan(input.opt_status),
      });
    }
    case 'budget': {
      const budgetLevel = data.budgetLevel ?? 'promotion';
      const account = data.mirrorLevel === 'account';
      return defineWrite({
        ...base,
        fields: ['budget'],
        summary: `批量修改${data.name}日预算`,
        ability: writeAbility(medium, level, 'budget'),
        body: body as unknown as z.ZodType<{ items: BudgetInput[] }>,
        rows: (b) => itemRows(b, idOf),
        facts: true,
        ...(data.factsPath ? { factsPath: data.factsPath } : {}),
        check: (input, ctx) => {
          const change = mediaBudgetChange(medium, budgetLevel, input, ctx.mirror, ctx.facts);
          return account ? accountBudgetPlan(change) : valuePlan(change);
        },
      });
    }
    case 'bid': {
      const rule = data.bidRule;
      return defineWrite<{ items: BidInput[] }, BidInput>({
        ...base,
        fields: ['cpaBid'],
        summary: `批量修改${data.name}出价`,
        ability: writeAbility(medium, level, 'budget'),
        body,
        rows: (b) => itemRows(b, idOf),
        check: (input) =>
          rule
            ? valuePlan(moneyChange('cpaBid', input.cpa_bid, rule))
            : { ok: false, message: `${data.name}不支持修改出价` },
      });
    }
    case 'title':
      return defineWrite<{ items: TitleInput[] }, TitleInput>({
        ...base,
        fields: ['title'],
        summary: `批量修改${data.name}标题`,
        ability: writeAbility(medium, level, 'edit'),
        body: body as unknown as z.ZodType<{ items: TitleInput[] }>,
        rows: (b) => itemRows(b, idOf),
        check: (input) => titlePlan(input.title, data.titleRule, data.name),
      });
  }
}

/** Every (level, field) route of a medium's paths, checked by its levels' data. */
export function levelWrites(
  medium: MirrorSource,
  paths: Paths,
  levels: Readonly<Record<string, LevelWriteData>>,
): WriteDef[] {
  return Object.entries(paths).flatMap(([level, fields]) => {
    const data = levels[level];
    if (!data) throw new Error(`${medium} has no write data for ${level}`);
    return Object.entries(fields).map(([field, path]) =>
      levelWrite(medium, level, field as WriteRouteField, path, data),
    );
  });
}
