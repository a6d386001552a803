import type { AbilityKey } from '@toufang/contracts';
import type { CalendarDate } from '@toufang/domain';
import type { z } from 'zod';
import type { MirrorSource } from '../../lib/media-mirror';
import type { ValueChange, WriteField } from '../../media/medium-writes';
import type { WriteMirrorLevel } from '../delivery-writes/mirror-writer';
import type { BudgetFacts } from './budget-facts.repository';
import type { MirrorSnapshot } from './delivery-mirror.repository';

// A medium's value writes as ONE table (ARCHITECTURE §2 "Three media as data"): each entry is a
// route — the medium's level and the field it writes, its path and body, the ability of its tab's
// action, the domain check that turns a row into a change — and the task types `${medium}.${level}.
// ${field}` its rows run as. Routes and task types are registered from the tables in a loop; a new
// medium or field is a new entry.

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };

export type { WriteMirrorLevel };

/** What a row is checked against besides its own input. */
export interface WriteContext {
  /** The row as the mirror holds it. */
  mirror: MirrorSnapshot | undefined;
  /** Today's spend and budget changes of the object (entries with `facts`). */
  facts: BudgetFacts | undefined;
  today: CalendarDate;
}

/** What one checked row asks the medium for: the task field and the item's request. */
export interface WritePlan {
  field: WriteField;
  request: Record<string, unknown>;
}

/** One row of a body: its object (the advertiser itself for account writes) and its input. */
export interface WriteRow<I> {
  advertiserId: string;
  objectId: string;
  input: I;
}

export interface WriteDef<B = unknown, I = unknown> {
  medium: MirrorSource;
  /** The medium's own level name (task names, change history object type). */
  level: string;
  mirrorLevel: WriteMirrorLevel;
  /** The task fields the route's rows may run as. */
  fields: readonly WriteField[];
  path: string;
  /** The route's summary, and the title of the task its rows run as. */
  summary: string;
  /** The task title when the rows delete. */
  deleteTitle?: string;
  ability: AbilityKey;
  body: z.ZodType<B>;
  rows(body: B): WriteRow<I>[];
  /** Loads today's spend and budget changes for the check (budget rules). */
  facts?: boolean;
  /** Where the budget dialogs read those facts as the operator types (BudgetFactsBodySchema). */
  factsPath?: string;
  check(input: I, ctx: WriteContext): Check<WritePlan>;
}

/** A table entry, typed by its body; the tables hold them erased. */
export const defineWrite = <B, I>(def: WriteDef<B, I>): WriteDef => def;

/** The rows of an `{items: [...]}` body, keyed by the level's id (the advertiser's for accounts). */
export const itemRows = <I extends { advertiser_id: string }>(
  body: { items: readonly I[] },
  idOf: (item: I) => string,
): WriteRow<I>[] =>
  body.items.map((input) => ({ advertiserId: input.advertiser_id, objectId: idOf(input), input }));

/** The rows of a status body: each listed object with the body's switch value. */
export const statusRows = <I extends { advertiser_id: string }, S>(
  list: readonly I[],
  optStatus: S,
  idOf: (item: I) => string,
): WriteRow<I & { opt_status: S }>[] =>
  list.map((input) => ({
    advertiserId: input.advertiser_id,
    objectId: idOf(input),
    input: { ...input, opt_status: optStatus },
  }));

/** A switch value: on, off, or the deletion some levels take as a status value. */
export function statusPlan(action: 'ENABLE' | 'DISABLE' | 'DELETE'): Check<WritePlan> {
  return {
    ok: true,
    value:
      action === 'DELETE'
        ? { field: 'delete', request: {} }
        : { field: 'status', request: { optStatus: action } },
  };
}

/** A value change as the plan of a row. */
export function valuePlan(check: Check<ValueChange>): Check<WritePlan> {
  return check.ok
    ? { ok: true, value: { field: check.value.field, request: { change: check.value } } }
    : check;
}

/** An account's day budget as the plan of a row (the account task takes mode and amount). */
export function accountBudgetPlan(check: Check<ValueChange>): Check<WritePlan> {
  if (!check.ok) return check;
  const change = check.value;
  if (change.field !== 'budget') return { ok: false, message: '该字段不支持修改' };
  return {
    ok: true,
    value: {
      field: 'budget',
      request: { budgetMode: change.budgetMode, budgetFen: change.budgetFen },
    },
  };
}
