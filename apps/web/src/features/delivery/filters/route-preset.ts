import { readCalendarDate } from '@toufang/domain';
import type { ReportSort } from './report-request';

/** The parameters of the hidden variant `/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid`. */
export interface RouteParams {
  designer?: string;
  sdate?: string;
  edate?: string;
  gid?: string;
  ofield?: string;
  taskid?: string;
}

/** What the hidden variant presets (spec 001 §2 "same screen preset by its parameters"). */
export interface RoutePreset {
  designer: number[];
  gameIds: number[];
  reportDate: readonly [string, string] | undefined;
  sort: ReportSort | undefined;
  /** The delivery task's configurations the objects were created from. */
  taskIds: number[];
}

const ID = /^[1-9]\d*$/;
const FIELD = /^[a-z][a-z0-9_]{0,63}$/;

/** A positive id, or nothing: placeholders such as 0, '-' or 'all' mean "no filter". */
function idOf(text: string | undefined): number[] {
  return text !== undefined && ID.test(text) ? [Number(text)] : [];
}

export function routePreset(params: RouteParams): RoutePreset {
  const from = params.sdate ? readCalendarDate(params.sdate) : undefined;
  const to = params.edate ? readCalendarDate(params.edate) : undefined;
  return {
    designer: idOf(params.designer),
    gameIds: idOf(params.gid),
    reportDate: from && to ? (from <= to ? [from, to] : [to, from]) : undefined,
    sort:
      params.ofield !== undefined && FIELD.test(params.ofield)
        ? { field: params.ofield, order: 'desc' }
        : undefined,
    taskIds: idOf(params.taskid),
  };
}
