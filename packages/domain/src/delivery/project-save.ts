import { readCalendarDate, shanghaiDate, type CalendarDate } from './calendar-date';

// Saving a project (spec 001 §5 "Saving a project"), with the ads saved along with it: dates as
// YYYY-MM-DD, no audience_extend or interest_action_mode in procedural delivery, county targeting
// sent as region targeting of version 1.0.0, no native_setting without an aweme_id, and no cpa_bid
// or bid on ads whose project sets the cost (project_custom ON). Inputs are not changed.

/** region_version sent when county targeting becomes region targeting. */
export const COUNTY_REGION_VERSION = '1.0.0';

export type SaveDate = string | Date;

export interface NativeSetting {
  aweme_id?: string | number | null;
  [key: string]: unknown;
}

export interface ProjectForSave {
  delivery_mode?: string | null;
  audience?: {
    district?: string | null;
    region_version?: string | null;
    interest_action_mode?: unknown;
    [key: string]: unknown;
  } | null;
  audience_extend?: unknown;
  delivery_setting?: {
    start_time?: SaveDate | null;
    end_time?: SaveDate | null;
    project_custom?: 'ON' | 'OFF' | null;
    [key: string]: unknown;
  } | null;
  native_setting?: NativeSetting | null;
  [key: string]: unknown;
}

export interface PromotionForSave {
  cpa_bid?: unknown;
  bid?: unknown;
  native_setting?: NativeSetting | null;
  [key: string]: unknown;
}

/**
 * A date as the media take it, "YYYY-MM-DD": a Date is read in Asia/Shanghai, text may carry a
 * time or use slashes. Text that is no date is refused rather than sent.
 */
export function formatSaveDate(value: SaveDate): CalendarDate {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('invalid date');
    return shanghaiDate(value);
  }
  const date = readCalendarDate(value);
  if (date === undefined) throw new RangeError(`not a date: ${value}`);
  return date;
}

function hasAwemeId(setting: NativeSetting | null | undefined): boolean {
  const id = setting?.aweme_id;
  return id !== undefined && id !== null && String(id).trim() !== '' && String(id).trim() !== '0';
}

function withoutEmptyNativeSetting<T extends { native_setting?: NativeSetting | null }>(
  item: T,
): T {
  if (!('native_setting' in item) || hasAwemeId(item.native_setting)) return item;
  const copy = { ...item };
  delete copy.native_setting;
  return copy;
}

function prepareProject<P extends ProjectForSave>(project: P): P {
  const prepared: P = withoutEmptyNativeSetting({ ...project });
  const setting = project.delivery_setting;
  if (setting !== null && setting !== undefined) {
    const next = { ...setting };
    if (setting.start_time) next.start_time = formatSaveDate(setting.start_time);
    if (setting.end_time) next.end_time = formatSaveDate(setting.end_time);
    prepared.delivery_setting = next;
  }
  const procedural = project.delivery_mode === 'PROCEDURAL';
  if (procedural) delete prepared.audience_extend;
  const audience = project.audience;
  if (audience !== null && audience !== undefined) {
    const next = { ...audience };
    if (procedural) delete next.interest_action_mode;
    if (audience.district === 'COUNTY') {
      next.district = 'REGION';
      next.region_version = COUNTY_REGION_VERSION;
    }
    prepared.audience = next;
  }
  return prepared;
}

/** An ad as saved under its project. */
export function preparePromotionForSave<Q extends PromotionForSave>(
  promotion: Q,
  project: Pick<ProjectForSave, 'delivery_setting'>,
): Q {
  const prepared = withoutEmptyNativeSetting({ ...promotion });
  if (project.delivery_setting?.project_custom === 'ON') {
    delete prepared.cpa_bid;
    delete prepared.bid;
  }
  return prepared;
}

/** A project and the ads saved with it, as sent to the server and on to the medium. */
export function prepareProjectForSave<P extends ProjectForSave, Q extends PromotionForSave>(
  project: P,
  promotions: readonly Q[] = [],
): { project: P; promotions: Q[] } {
  return {
    project: prepareProject(project),
    promotions: promotions.map((promotion) => preparePromotionForSave(promotion, project)),
  };
}
