import type { CreationRead, CreationReadQuery } from '@toufang/contracts';
import type { z } from 'zod';
import type { WireEndpoint } from './write-calls';

// The supporting reads of the creation wizards as data (docs/architecture/creation.md
// "Supporting reads"): each read of contracts `CREATION_READS` names its wire endpoint, how the
// query becomes the medium's parameters, the reply's wire schema and how the reply becomes the
// answer. One route handler and one service serve them all; the tables are per medium
// (`media/<medium>/creation-reads.ts`).

export interface CreationReadCall<R extends CreationRead, W> {
  endpoint: WireEndpoint;
  /** The medium's parameters, without the advertiser (the caller adds it under the medium's key). */
  params(query: CreationReadQuery<R>): Record<string, unknown>;
  reply: z.ZodType<W>;
  /** The answer; null when the medium answers nothing for the query (a missing object). */
  answer(data: W, query: CreationReadQuery<R>): unknown;
  /** What a null answer names, for `NOT_FOUND`. */
  missing?: string;
}

/** Binds a read's types to its call, so the table can hold calls of different wire shapes. */
export const readCall = <R extends CreationRead, W>(
  _read: R,
  call: CreationReadCall<R, W>,
): CreationReadCall<R, unknown> => call;

export type CreationReadCalls = { [R in CreationRead]: CreationReadCall<R, unknown> };

/** `page_info` of our lists from a medium's page and total. */
export const listAnswer = <T>(
  list: T[],
  page: number,
  perPage: number,
  total: number,
): {
  list: T[];
  page_info: { page: number; per_page: number; total_number: number; total_page: number };
} => ({
  list,
  page_info: {
    page,
    per_page: perPage,
    total_number: total,
    total_page: Math.ceil(total / perPage),
  },
});
