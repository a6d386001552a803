import { z } from 'zod';

/** Paging of every list call: `page` from 1, `per_page` up to 1000 (spec 000 §9 ability list). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export interface PageInfo {
  page: number;
  per_page: number;
  total_number: number;
  total_page: number;
}

/** The list response shape (spec 001 §3: list and page_info.total_number). */
export interface Paged<T> {
  list: T[];
  page_info: PageInfo;
}

export function pageInfo(page: number, perPage: number, total: number): PageInfo {
  return { page, per_page: perPage, total_number: total, total_page: Math.ceil(total / perPage) };
}

/** The largest value of the database's `serial` keys (PostgreSQL `integer`). */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id of this platform's own tables (`serial` keys): a larger number names no row, and is
 * refused as bad input rather than reaching the database as an out-of-range parameter.
 */
export const IdSchema = z.coerce.number().int().positive().max(ROW_ID_MAX, '无效的编号');

/** Mainland mobile numbers (11 digits starting with 1). */
export const MobileSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, '请输入正确的手机号');

/** 0 disabled, 1 enabled. */
export const StatusSchema = z.union([z.literal(0), z.literal(1)]);
