import { z } from 'zod';
import { queryJson, queryNumber } from '../query';

// Request conventions (reference §3.1): every call carries `access_token`, `timestamp` (seconds,
// skew ≤ 300 s) and `nonce` (≤ 32 chars, unique per token) in the query; GET parameters that are
// not strings are JSON-encoded.

export const MAX_TIMESTAMP_SKEW_SECONDS = 300;
export const NONCE_MAX_LENGTH = 32;

export const CommonQuerySchema = z.object({
  access_token: z.string().min(1),
  timestamp: queryNumber(z.number().int().positive()),
  nonce: z.string().min(1).max(NONCE_MAX_LENGTH),
});
export type CommonQuery = z.infer<typeof CommonQuerySchema>;

export const FilterOperatorSchema = z.enum([
  'EQUALS',
  'IN',
  'CONTAINS',
  'LESS',
  'LESS_EQUALS',
  'GREATER',
  'GREATER_EQUALS',
]);
export type FilterOperator = z.infer<typeof FilterOperatorSchema>;

/** One `filtering[]` item; IN takes ≤ 100 values. */
export const FilterSchema = z
  .object({
    field: z.string().min(1),
    operator: FilterOperatorSchema,
    values: z.array(z.union([z.string(), z.number()])).min(1),
  })
  .refine((f) => f.operator !== 'IN' || f.values.length <= 100, {
    message: 'IN 过滤最多 100 个值',
    path: ['values'],
  });
export type Filter = z.infer<typeof FilterSchema>;

export const PaginationModeSchema = z.enum(['PAGINATION_MODE_NORMAL', 'PAGINATION_MODE_CURSOR']);
export type PaginationMode = z.infer<typeof PaginationModeSchema>;

/** Longest `cursor` a `…/get` call takes in cursor mode (adgroups/get, dynamic_creatives/get). */
export const CURSOR_MAX_LENGTH = 10;

/**
 * `cursor_page_info` of adgroups/get and dynamic_creatives/get in PAGINATION_MODE_CURSOR (doc
 * pages of both; SDK CursorPageInfoStruct): an empty `next_cursor` means there is no next page,
 * an empty `previous_cursor` no previous one. Normal mode answers `page_info` instead.
 */
export const CursorPageInfoSchema = z.object({
  page_size: z.number().int(),
  total_number: z.number().int(),
  next_cursor: z.string(),
  previous_cursor: z.string(),
});
export type CursorPageInfo = z.infer<typeof CursorPageInfoSchema>;

/**
 * Shared parameters of the `…/get` calls: JSON `filtering` and `fields`, page 1–100, page_size
 * 1–100, and the cursor mode.
 */
export function getRequestSchema(maxFilters: number) {
  return z.object({
    account_id: queryNumber(z.number().int().positive()),
    filtering: queryJson(z.array(FilterSchema).max(maxFilters)).optional(),
    page: queryNumber(z.number().int().min(1).max(100)).optional(),
    page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
    fields: queryJson(z.array(z.string()).max(1024)).optional(),
    is_deleted: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    /** PAGINATION_MODE_NORMAL by default; in cursor mode `page` is ignored. */
    pagination_mode: PaginationModeSchema.optional(),
    /** Cursor mode: empty or absent for the first page, then a returned next/previous cursor. */
    cursor: z.union([z.string().max(CURSOR_MAX_LENGTH), z.number().int().nonnegative()]).optional(),
  });
}
