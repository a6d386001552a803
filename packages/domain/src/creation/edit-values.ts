import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  CREATION_MEDIUM_KEYS,
  GENDER_LABELS,
  GENDERS,
  RegionTargetingSchema,
  type AgeBand,
  type RegionTargeting,
} from '@toufang/contracts';
import { regionErrorsOf, regionMediumOf } from '../regions/region-media';
import { regionText, sameRegion } from '../regions/regions';
import { normalizeTitle, titleRefusal } from '../titles/title-length-rules';
import type { CalendarDate } from '../delivery/calendar-date';
import { checkNumber } from '../delivery/decimal';
import { checkEndTimeChange, earliestEndDate } from '../delivery/end-date';
import { BUDGET_EMPTY_MESSAGE } from '../delivery/limits';
import { hourlyScheduleMessage } from './definition-support';
import type { EditDefinition, EditField } from './edit-definitions';

// The values an edit page shows and changes, the difference it previews (before → after per
// field) and the checks a changed value meets before anything is sent. Money is yuan as typed;
// a budget of null is 不限, an end date of null long-term delivery. The audience is the wizards'
// (gender, age bands: none is 不限), the placements the medium's values, the schedule 336
// half-hour cells from Monday 00:00 (all 0 or all 1: all day).

export interface EditAudience {
  gender: (typeof GENDERS)[number];
  age: AgeBand[];
  /** The region targeting, on the pages whose definition has `regions` (Ocean Engine). */
  region?: RegionTargeting;
}

/**
 * One file of a creative: on the medium already (`media_file_id`: Ocean Engine video_id / image
 * id, Kuaishou photo_id / image token, Tencent video_id / image_id), or a library file to push
 * first (`file_id`), or both where the library's push to the account is known.
 */
export interface EditMaterial {
  kind: 'video' | 'image';
  media_file_id: string | null;
  file_id: number | null;
  name: string;
  thumb_url: string | null;
}

export interface EditValues {
  name: string | null;
  budget: number | null;
  cpaBid: number | null;
  endDate: string | null;
  audience: EditAudience | null;
  placements: (string | number)[] | null;
  schedule: string | null;
  materials: EditMaterial[] | null;
  titles: string[] | null;
}

/** What tells two files apart: the medium's id, else the library's. */
export const editMaterialKey = (m: Pick<EditMaterial, 'media_file_id' | 'file_id'>): string =>
  m.media_file_id !== null ? `m:${m.media_file_id}` : `f:${m.file_id ?? ''}`;

export const EDIT_FIELD_LABELS: Record<EditField, string> = {
  name: '名称',
  budget: '日预算',
  cpaBid: '出价',
  endDate: '结束日期',
  audience: '定向',
  placements: '广告位',
  schedule: '投放时段',
  materials: '素材',
  titles: '标题',
};

type EditValue = EditValues[EditField];

const ALL_DAY = /^(0{336}|1{336})?$/;
const SCHEDULE = /^[01]{336}$/;

const audienceText = (audience: EditAudience) =>
  `性别：${GENDER_LABELS[audience.gender]}；年龄：${
    audience.age.length === 0 ? '不限' : audience.age.map((a) => AGE_BAND_LABELS[a]).join('、')
  }${audience.region ? `；地域：${regionText(audience.region)}` : ''}`;

/** Hours a week a schedule delivers, as the preview states it. */
const scheduleText = (mask: string) =>
  ALL_DAY.test(mask) ? '全天投放' : `每周 ${[...mask].filter((c) => c === '1').length / 2} 小时`;

const sortedText = (values: readonly (string | number)[]) => values.map(String).sort().join(',');

export const EDIT_NO_CHANGE_MESSAGE = '没有修改任何内容';
export const EDIT_NAME_EMPTY_MESSAGE = '名称不能为空';

export interface EditDiffRow {
  field: EditField;
  label: string;
  before: string;
  after: string;
}

/**
 * A value as the preview shows it; placements by their labels where the caller has them (the
 * wizard's options).
 */
export function editValueText(
  field: EditField,
  value: EditValue,
  placementLabels?: Readonly<Record<string, string>>,
): string {
  if (field === 'audience') {
    return audienceText((value as EditAudience | null) ?? { gender: 'NONE', age: [] });
  }
  if (field === 'placements') {
    const list = (value as (string | number)[] | null) ?? [];
    return list.length === 0
      ? '系统优选'
      : list.map((v) => placementLabels?.[String(v)] ?? String(v)).join('、');
  }
  if (field === 'schedule') return scheduleText((value as string | null) ?? '');
  if (field === 'materials') {
    const list = (value as EditMaterial[] | null) ?? [];
    return list.length === 0 ? '无' : `${list.length} 个：${list.map((m) => m.name).join('、')}`;
  }
  if (field === 'titles') {
    const list = (value as string[] | null) ?? [];
    return list.length === 0 ? '无' : list.join(' | ');
  }
  if (value === null || value === '') {
    if (field === 'budget') return '不限';
    if (field === 'endDate') return '长期投放';
    return '—';
  }
  if (field === 'budget' || field === 'cpaBid') return `${Number(value).toFixed(2)} 元`;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '—';
}

/** A text or number value as text (names, dates); '' for anything else. */
const textOf = (value: EditValue): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const same = (field: EditField, a: EditValue, b: EditValue) => {
  if (field === 'name') return textOf(a).trim() === textOf(b).trim();
  if (field === 'budget' || field === 'cpaBid') {
    return a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 0.005;
  }
  if (field === 'audience') {
    const x = (a as EditAudience | null) ?? { gender: 'NONE', age: [] };
    const y = (b as EditAudience | null) ?? { gender: 'NONE', age: [] };
    // A value without regions (a medium without them, a caller not sending them) keeps them.
    const regionSame = !x.region || !y.region || sameRegion(x.region, y.region);
    return x.gender === y.gender && sortedText(x.age) === sortedText(y.age) && regionSame;
  }
  if (field === 'placements') {
    return (
      sortedText((a as (string | number)[] | null) ?? []) === sortedText((b as [] | null) ?? [])
    );
  }
  if (field === 'schedule') {
    const x = (a as string | null) ?? '';
    const y = (b as string | null) ?? '';
    return x === y || (ALL_DAY.test(x) && ALL_DAY.test(y));
  }
  // A creative's files and titles as sets: the media list files by kind and add new ones last.
  if (field === 'materials') {
    const keys = (v: EditValue) =>
      ((v as EditMaterial[] | null) ?? []).map(editMaterialKey).sort().join();
    return keys(a) === keys(b);
  }
  if (field === 'titles') {
    const text = (v: EditValue) =>
      ((v as string[] | null) ?? []).map(normalizeTitle).sort().join('\n');
    return text(a) === text(b);
  }
  return (a ?? null) === (b ?? null);
};

/** The fields of the definition whose value changed, in the definition's order. */
export function diffEdit(
  definition: Pick<EditDefinition, 'fields'>,
  before: EditValues,
  after: Partial<EditValues>,
  placementLabels?: Readonly<Record<string, string>>,
): EditDiffRow[] {
  return definition.fields.flatMap((field) => {
    if (!(field in after)) return [];
    const next = after[field] ?? null;
    const prev = before[field];
    if (same(field, prev, next)) return [];
    return [
      {
        field,
        label: EDIT_FIELD_LABELS[field],
        before: editValueText(field, prev, placementLabels),
        after: editValueText(field, next, placementLabels),
      },
    ];
  });
}

export interface EditFieldError {
  field: EditField;
  message: string;
}

/** A name's length in characters, a Chinese one counting two where the medium says so. */
const nameLength = (name: string, wide = false) =>
  [...name].reduce((n, c) => n + (wide && c > '\x7f' ? 2 : 1), 0);

/**
 * The changed values checked against the definition: a name neither empty nor longer than the
 * level's, a budget and a bid within their rules (a budget may not be emptied), an end date not
 * before the later of tomorrow and the start date. One message per refused field.
 */
export function checkEditValues(
  definition: EditDefinition,
  before: EditValues,
  after: Partial<EditValues>,
  context: { today: CalendarDate; startDate?: string | null },
): EditFieldError[] {
  const errors: EditFieldError[] = [];
  for (const row of diffEdit(definition, before, after)) {
    const value = after[row.field] ?? null;
    const message = fieldError(definition, row.field, value, context);
    if (message !== undefined) errors.push({ field: row.field, message });
  }
  return errors;
}

function fieldError(
  definition: EditDefinition,
  field: EditField,
  value: EditValue,
  context: { today: CalendarDate; startDate?: string | null },
): string | undefined {
  switch (field) {
    case 'materials':
      return materialsError(definition, (value as EditMaterial[] | null) ?? []);
    case 'titles':
      return titlesError(definition, (value as string[] | null) ?? []);
    case 'audience': {
      const audience = value as EditAudience | null;
      if (audience === null) return undefined;
      if (!GENDERS.includes(audience.gender)) return '性别不正确';
      if (!audience.age.every((a) => AGE_BANDS.includes(a))) return '年龄段不正确';
      if (!audience.region) return undefined;
      if (!definition.regions) return `${definition.label}不支持修改地域`;
      const region = RegionTargetingSchema.safeParse(audience.region);
      if (!region.success) return region.error.issues[0]?.message ?? '地域不正确';
      return regionErrorsOf(regionMediumOf(definition.family), region.data).join('；') || undefined;
    }
    case 'placements': {
      const rule = definition.placements;
      if (!rule) return `${definition.label}不支持修改广告位`;
      const list = (value as (string | number)[] | null) ?? [];
      if (rule.required && list.length === 0) return '请选择广告位';
      const known = new Set(rule.values.map(String));
      const unknown = list.find((v) => !known.has(String(v)));
      return unknown === undefined ? undefined : `广告位不正确：${unknown}`;
    }
    case 'schedule': {
      const mask = (value as string | null) ?? '';
      if (mask !== '' && !SCHEDULE.test(mask)) return '投放时段须为 336 位 0/1 字符串';
      return definition.hourlySchedule ? hourlyScheduleMessage(mask) : undefined;
    }
    case 'name': {
      const name = ((value as string | null) ?? '').toString().trim();
      if (name === '') return EDIT_NAME_EMPTY_MESSAGE;
      if (nameLength(name, definition.wideNameChars) > definition.nameMax) {
        return definition.wideNameChars
          ? `${definition.label}名称不能超过${definition.nameMax}个字符（一个中文算2个字符）`
          : `${definition.label}名称不能超过${definition.nameMax}个字`;
      }
      return undefined;
    }
    case 'budget': {
      if (value === null) return BUDGET_EMPTY_MESSAGE;
      if (!definition.budgetRule) return `${definition.label}不支持修改预算`;
      const checked = checkNumber(value as number, definition.budgetRule);
      return checked.ok ? undefined : checked.message;
    }
    case 'cpaBid': {
      if (!definition.bidRule) return `${definition.label}不支持修改出价`;
      const checked = checkNumber(value as number | null, definition.bidRule);
      return checked.ok ? undefined : checked.message;
    }
    case 'endDate': {
      const checked = checkEndTimeChange(
        value === null
          ? { schedule_type: 'SCHEDULE_FROM_NOW' }
          : { schedule_type: 'SCHEDULE_START_END', end_time: textOf(value) },
        earliestEndDate(context.today, context.startDate),
      );
      return checked.ok ? undefined : checked.message;
    }
  }
}

/**
 * A creative's files against its rule: how many (the creation definitions' per-object limits),
 * which kinds, none twice.
 */
export function materialsError(
  definition: Pick<EditDefinition, 'creative' | 'label'>,
  materials: readonly EditMaterial[],
): string | undefined {
  const rule = definition.creative;
  if (!rule) return `${definition.label}不支持修改素材`;
  if (materials.length < rule.materialsMin) return `请至少选择 ${rule.materialsMin} 个素材`;
  if (materials.length > rule.materialsMax) {
    return `${definition.label}最多 ${rule.materialsMax} 个素材（当前 ${materials.length}）`;
  }
  const kind = materials.find((m) => !rule.kinds.includes(m.kind));
  if (kind) return `素材「${kind.name}」的类型不支持`;
  const keys = materials.map(editMaterialKey);
  if (new Set(keys).size !== keys.length) return '素材不能重复';
  const unknown = materials.find((m) => m.media_file_id === null && m.file_id === null);
  return unknown ? `素材「${unknown.name}」不可用` : undefined;
}

/** A creative's titles: how many, each by the medium's length rule, none twice. */
export function titlesError(
  definition: Pick<EditDefinition, 'creative' | 'label'>,
  titles: readonly string[],
): string | undefined {
  const rule = definition.creative;
  if (!rule) return `${definition.label}不支持修改标题`;
  const list = titles.map(normalizeTitle);
  if (list.length < rule.titlesMin) return `请至少填写 ${rule.titlesMin} 个标题`;
  if (list.length > rule.titlesMax) {
    return `${definition.label}最多 ${rule.titlesMax} 个标题（当前 ${list.length}）`;
  }
  for (const title of list) {
    const refusal = titleRefusal(title, CREATION_MEDIUM_KEYS[rule.medium]);
    if (refusal) return `标题「${title}」：${refusal}`;
  }
  return new Set(list).size === list.length ? undefined : '标题不能重复';
}
