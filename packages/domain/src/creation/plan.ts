import type { CreationDraft, CreationMedium } from '@toufang/contracts';
import { CREATION_DEFINITIONS } from './definitions';
import type { CreationDefinition, DraftPlan } from './definition-types';
import { compactDate, expandName, hasSequence, type NameContext } from './naming';
import {
  materialRefusal,
  moneyRefusal,
  nameRefusal,
  placementsOf,
  titleRefusals,
  type PlanFile,
} from './row-checks';

// The creation engine (docs/architecture/creation.md): a draft becomes level-2 objects (rows), the
// combination of accounts × level-1 × level-2 × materials × titles under the draft's rules, each
// named by its name rule and checked against the medium's rules. The same function serves preview,
// count and submit; it is linear in the rows (10,000 rows in a few tens of milliseconds).

/** What the engine reads besides the draft. */
export interface PlanContext {
  /** The submit day, `YYYY-MM-DD` (Asia/Shanghai): the `[日期]` macro. */
  date: string;
  /** The draft's library files the caller sees; a missing id is an error of the draft. */
  files: ReadonlyMap<number, PlanFile>;
  /** The draft's accounts the caller may create on, with their names. */
  accounts: ReadonlyMap<string, { name: string | null }>;
  /** The game's name: the `[游戏]` macro. */
  game: string;
  /** Whether the file is already on the account (else it is pushed first). */
  pushed(fileId: number, advertiserId: string): boolean;
  /** Names the account already has, per level: a numbered rule skips them. */
  takenNames?(advertiserId: string, level: 'parent' | 'row' | 'child'): ReadonlySet<string>;
  /** Rows one submit may create. */
  submitMax: number;
}

export interface PlannedRow {
  /** `advertiser:parent:row`, positions from 1: stable for a draft, unique in it. */
  key: string;
  advertiserId: string;
  advertiserName: string | null;
  parentKey: string;
  parentName: string;
  name: string;
  childNames: string[];
  materials: PlanFile[];
  titles: string[];
  budgetYuan: number | null;
  bidYuan: number | null;
  /** Files of the row not yet on the account. */
  toPush: number[];
  errors: string[];
}

export interface CreationPlan {
  medium: CreationMedium;
  rows: PlannedRow[];
  parents: number;
  children: number;
  errorRows: number;
  /** (file, account) pairs to push first. */
  pushes: { fileId: number; advertiserId: string }[];
  /** Errors of the draft as a whole (settings, unknown files or accounts, the cap). */
  errors: string[];
  overCap: boolean;
  definition: CreationDefinition;
}

interface RowTemplate {
  materials: PlanFile[];
  titles: string[];
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Titles of the i-th object: the first `limit` (rule 1), or the next `limit` in turn (rule 2). */
export function titlesFor(titles: DraftPlan['titles'], index: number): string[] {
  const { list, matchRule, limit } = titles;
  const n = Math.min(limit, list.length);
  if (matchRule === 1) return list.slice(0, n);
  const out: string[] = [];
  for (let j = 0; j < n; j += 1) out.push(list[(index * n + j) % list.length] ?? '');
  return out;
}

/** The level-2 objects of one account's share, before names: materials and titles. */
export function rowTemplates(plan: DraftPlan, files: readonly PlanFile[]): RowTemplate[] {
  const groups = chunk(files, Math.max(1, plan.materialsPerRow));
  if (plan.createType === 'MATERIAL_TITLE') {
    return groups.flatMap((materials) => plan.titles.list.map((t) => ({ materials, titles: [t] })));
  }
  return groups.map((materials, i) => ({ materials, titles: titlesFor(plan.titles, i) }));
}

/** Which templates each account gets: all of them (`SAME`) or dealt in turn (`SPLIT`). */
export function dealToAccounts<T>(
  templates: readonly T[],
  accounts: readonly string[],
  rule: DraftPlan['accountRule'],
): Map<string, T[]> {
  const out = new Map(accounts.map((a) => [a, [] as T[]]));
  templates.forEach((t, i) => {
    if (rule === 'SAME') for (const a of accounts) out.get(a)?.push(t);
    else out.get(accounts[i % accounts.length] ?? '')?.push(t);
  });
  return out;
}

/** Hands out names of one level in one account: numbered rules skip names already taken. */
class Namer {
  private seq = 0;
  private readonly used = new Set<string>();
  constructor(
    private readonly rule: string,
    private readonly taken: ReadonlySet<string>,
  ) {}

  next(ctx: Omit<NameContext, 'seq'>): { name: string; duplicate: boolean } {
    const numbered = hasSequence(this.rule);
    for (;;) {
      this.seq += 1;
      const name = expandName(this.rule, { ...ctx, seq: this.seq });
      const clash = this.used.has(name) || this.taken.has(name);
      if (clash && numbered) continue;
      this.used.add(name);
      return { name, duplicate: clash };
    }
  }
}

const NO_NAMES: ReadonlySet<string> = new Set();

function draftErrors(def: CreationDefinition, plan: DraftPlan): string[] {
  const errors = [...plan.settingErrors];
  if (plan.rowsPerParent > def.rowsPerParentMax) {
    errors.push(`每个${def.parent.label}最多 ${def.rowsPerParentMax} 个${def.row.label}`);
  }
  if (plan.materialsPerRow > def.materialsMax) {
    errors.push(`每个${def.row.label}最多 ${def.materialsMax} 个素材`);
  }
  if (plan.titles.limit > def.titlesMax) {
    errors.push(`每个${def.row.label}最多 ${def.titlesMax} 个标题`);
  }
  return errors;
}

/** The whole plan of a draft: every row with its names, values, pushes and errors. */
export function planCreation(draft: CreationDraft, ctx: PlanContext): CreationPlan {
  const def = CREATION_DEFINITIONS[draft.medium] as CreationDefinition;
  const plan = def.plan(draft);
  const errors = draftErrors(def, plan);

  const missingFiles = draft.materials.file_ids.filter((id) => !ctx.files.has(id));
  if (missingFiles.length > 0) errors.push(`素材不存在或无权使用：${missingFiles.join('、')}`);
  const missingAccounts = draft.accounts.filter((a) => !ctx.accounts.has(a));
  if (missingAccounts.length > 0) {
    errors.push(`账户未授权或不在你的数据范围内：${missingAccounts.join('、')}`);
  }
  const files = draft.materials.file_ids.flatMap((id) => ctx.files.get(id) ?? []);
  const accounts = draft.accounts.filter((a) => ctx.accounts.has(a));

  const placements = placementsOf(def, plan.placements);
  const fileErrors = new Map(files.map((f) => [f.id, materialRefusal(f, placements)]));
  const titleErrorCache = new Map<string, string[]>();
  const titleErrors = (titles: string[]) => {
    const key = titles.join('\u0000');
    let found = titleErrorCache.get(key);
    if (!found) {
      found = titleRefusals(def.medium, titles, def.titlesMax, def.row.label);
      titleErrorCache.set(key, found);
    }
    return found;
  };
  const budgetError = moneyRefusal(plan.budget, plan.budget?.yuan ?? null);
  const bidError = moneyRefusal(plan.bid, plan.bid?.yuan ?? null);

  const dealt = dealToAccounts(rowTemplates(plan, files), accounts, plan.accountRule);
  for (const advertiserId of accounts) {
    const own = plan.accountFiles?.get(advertiserId) ?? [];
    if (own.length > 0) dealt.get(advertiserId)?.push(...rowTemplates(plan, own));
  }
  const rows: PlannedRow[] = [];
  const pushes: CreationPlan['pushes'] = [];
  let parents = 0;
  let children = 0;
  for (const advertiserId of accounts) {
    const accountName = ctx.accounts.get(advertiserId)?.name ?? null;
    const base = {
      date: compactDate(ctx.date),
      game: ctx.game,
      accountId: advertiserId,
      accountName: accountName ?? advertiserId,
    };
    const parentNamer = new Namer(
      plan.parentNameRule,
      ctx.takenNames?.(advertiserId, 'parent') ?? NO_NAMES,
    );
    const rowNamer = new Namer(plan.rowNameRule, ctx.takenNames?.(advertiserId, 'row') ?? NO_NAMES);
    const childNamer = plan.childNameRule
      ? new Namer(
          plan.childNameRule,
          (def.child?.accountUnique && ctx.takenNames?.(advertiserId, 'child')) || NO_NAMES,
        )
      : null;
    const pushedHere = new Set<number>();
    const share = chunk(dealt.get(advertiserId) ?? [], Math.max(1, plan.rowsPerParent));
    share.forEach((parentRows, p) => {
      parents += 1;
      const first = parentRows[0]?.materials[0]?.name ?? '';
      const parent = parentNamer.next({ ...base, materialName: first });
      const parentKey = `${advertiserId}:${p + 1}`;
      const parentErrors: string[] = [];
      const parentRefused = nameRefusal(
        parent.name,
        def.parent.label,
        def.parent.nameMax,
        def.parent.wideChars,
      );
      if (parentRefused) parentErrors.push(parentRefused);
      if (parent.duplicate)
        parentErrors.push(`${def.parent.label}名称「${parent.name}」在账户内重复`);
      parentRows.forEach((template, r) => {
        const materialName = template.materials[0]?.name ?? '';
        const row = rowNamer.next({ ...base, materialName });
        const childNames = childNamer
          ? template.materials.map((m) => childNamer.next({ ...base, materialName: m.name }).name)
          : [];
        children += childNamer ? childNames.length : 1;
        const rowErrors = [...parentErrors];
        const refused = nameRefusal(row.name, def.row.label, def.row.nameMax, def.row.wideChars);
        if (refused) rowErrors.push(refused);
        if (row.duplicate) rowErrors.push(`${def.row.label}名称「${row.name}」在账户内重复`);
        if (def.child) {
          for (const name of childNames) {
            const e = nameRefusal(name, def.child.label, def.child.nameMax, def.child.wideChars);
            if (e) rowErrors.push(e);
          }
        }
        for (const m of template.materials) {
          const e = m.medium
            ? m.medium.carouselId
              ? undefined
              : materialRefusal(m, placements)
            : fileErrors.get(m.id);
          if (e) rowErrors.push(e);
        }
        rowErrors.push(...titleErrors(template.titles));
        if (budgetError) rowErrors.push(budgetError);
        if (bidError) rowErrors.push(bidError);
        const toPush = template.materials
          .filter((m) => !m.medium && !ctx.pushed(m.id, advertiserId))
          .map((m) => m.id);
        for (const fileId of toPush) {
          if (pushedHere.has(fileId)) continue;
          pushedHere.add(fileId);
          pushes.push({ fileId, advertiserId });
        }
        rows.push({
          key: `${parentKey}:${r + 1}`,
          advertiserId,
          advertiserName: accountName,
          parentKey,
          parentName: parent.name,
          name: row.name,
          childNames,
          materials: template.materials,
          titles: template.titles,
          budgetYuan: plan.budget?.yuan ?? null,
          bidYuan: plan.bid?.yuan ?? null,
          toPush,
          errors: rowErrors,
        });
      });
    });
  }
  const anyFiles = files.length > 0 || (plan.accountFiles?.size ?? 0) > 0;
  if (anyFiles && rows.length === 0 && accounts.length > 0) errors.push('没有可创建的广告');
  const overCap = rows.length > ctx.submitMax;
  if (overCap) {
    // Last of the draft's errors: `limitPlan` drops it when the kept rows fit.
    errors.push(
      `一次最多创建 ${ctx.submitMax} 个${def.row.label}，当前 ${rows.length} 个，请减少账户、素材或标题`,
    );
  }
  return {
    medium: draft.medium,
    rows,
    parents,
    children,
    errorRows: rows.reduce((n, r) => n + (r.errors.length > 0 ? 1 : 0), 0),
    pushes,
    errors,
    overCap,
    definition: def,
  };
}

/** Whether the plan may be submitted: no draft error and no row error. */
export const planIsClean = (plan: CreationPlan) => plan.errors.length === 0 && plan.errorRows === 0;

/**
 * The plan cut to the first `perAccount` objects of each account (an account not named keeps
 * none): what an automatic rule builds from a template (docs/architecture/autorules.md). `by`
 * says which level is counted: `row` keeps that many rows, `parent` the rows of that many parents.
 * Counts, pushes and the cap are those of the kept rows.
 */
export function limitPlan(
  plan: CreationPlan,
  perAccount: ReadonlyMap<string, number>,
  submitMax: number,
  by: 'row' | 'parent' = 'row',
): CreationPlan {
  const seen = new Map<string, Set<string>>();
  const rows = plan.rows.filter((row) => {
    const keys = seen.get(row.advertiserId) ?? new Set<string>();
    seen.set(row.advertiserId, keys);
    const key = by === 'row' ? row.key : row.parentKey;
    if (keys.has(key)) return true;
    if (keys.size >= (perAccount.get(row.advertiserId) ?? 0)) return false;
    keys.add(key);
    return true;
  });
  const kept = new Set(rows.flatMap((r) => r.toPush.map((f) => `${f}:${r.advertiserId}`)));
  const overCap = rows.length > submitMax;
  const errors = plan.overCap && !overCap ? plan.errors.slice(0, -1) : plan.errors;
  return {
    ...plan,
    rows,
    parents: new Set(rows.map((r) => r.parentKey)).size,
    children: rows.reduce((n, r) => n + Math.max(1, r.childNames.length), 0),
    errorRows: rows.reduce((n, r) => n + (r.errors.length > 0 ? 1 : 0), 0),
    pushes: plan.pushes.filter((p) => kept.has(`${p.fileId}:${p.advertiserId}`)),
    errors,
    overCap,
  };
}
