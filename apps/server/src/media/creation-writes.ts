import type { CreationWrite, CreationWriteBody } from '@toufang/contracts';
import type { z } from 'zod';
import type { WireEndpoint } from './write-calls';

// What the creation wizards save on an account besides the ads, as data (docs/architecture/
// creation.md "Supporting writes"): each write of contracts `CREATION_WRITES` names its wire
// endpoint, how the body becomes the medium's parameters, the reply's wire schema and how the
// reply becomes the answer, and what must hold on the account first. One route handler and one
// service serve them all; the tables are per medium (`media/<medium>/creation-writes.ts`).

/** What a write's check may read from the account (a supporting read, by name). */
export type CreationWriteReader = (
  read: 'keywordList',
  query: { advertiser_id: string; project_id: string },
) => Promise<{ list: { word: string }[] }>;

export interface CreationWriteCall<W extends CreationWrite, R> {
  endpoint: WireEndpoint;
  /** The medium's parameters, without the advertiser (the caller adds it). */
  params(body: CreationWriteBody<W>): Record<string, unknown>;
  reply: z.ZodType<R>;
  answer(data: R, body: CreationWriteBody<W>): unknown;
  /** Reasons, in Chinese, the account refuses the body before anything is sent. */
  check?(body: CreationWriteBody<W>, read: CreationWriteReader): Promise<string[]>;
}

/** Binds a write's types to its call, so the table can hold calls of different wire shapes. */
export const writeCall = <W extends CreationWrite, R>(
  _write: W,
  call: CreationWriteCall<W, R>,
): CreationWriteCall<W, unknown> => call;

export type CreationWriteCalls = { [W in CreationWrite]: CreationWriteCall<W, unknown> };
