import { readCalendarDate } from '@toufang/domain';
import type { ReportSort } from './report-request';

/**
 * The parameters of a hidden variant such as `/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid`
 * (a screen may add its own, e.g. Kuaishou's `:unit_type`).
 */
export interface RouteParams {
  designer?: string;
  sdate?: string;
  edate?: string;
  gid?: string;
  ofield?: string;
  taskid?: string;
  [param: string]: string | undefined;
}

/** What the hidden variant presets (spec 001 §2 "same screen preset by its parameters"). */
export interface RoutePreset {
  designer: number[];
  gameIds: number[];
  reportDate: readonly [string, string] | undefined;
  sort: ReportSort | undefined;
  /** The delivery task's configurations the objects were created from. */
  taskIds: number[];
  /** The screen's own parameters as list filters, by report-body key. */
  lists: Record<string, string[]>;
}

const VALUE = /^[A-Za-z0-9_]{1,64}$/;

/** A coded value, or nothing: placeholders such as 0, '-' or 'all' mean "no filter". */
function valueOf(text: string | undefined): string[] {
  return text !== undefined && VALUE.test(text) && text !== '0' && text !== 'all' ? [text] : [];
}

const ID = /^[1-9]\d*$/;
const FIELD = /^[a-z][a-z0-9_]{0,63}$/;

/** A positive id, or nothing: placeholders such as 0, '-' or 'all' mean "no filter". */
function idOf(text: string | undefined): number[] {
  return text !== undefined && ID.test(text) ? [Number(text)] : [];
}

/**
 * What the parameters preset; `lists` names the screen's own parameters and the report-body key
 * each fills.
 */
export function routePreset(
  params: RouteParams,
  lists: Readonly<Record<string, string>> = {},
): RoutePreset {
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
    lists: Object.fromEntries(
      Object.entries(lists)
        .map(([param, body]) => [body, valueOf(params[param])] as const)
        .filter(([, values]) => values.length > 0),
    ),
  };
}
