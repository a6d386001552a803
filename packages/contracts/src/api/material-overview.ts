import { z } from 'zod';
import { IdSchema } from './common';
import { checkDashboardRange } from './dashboard';
import type { MaterialFile } from './materials';
import { blankToUndefined, calendarDate } from './report-filter-parsers';

// 素材概览 `/cview/main` (spec 000 §2, ability dashboard:material; docs/architecture/dashboard.md):
// the library's output and review, and how its files perform across all media, in the caller's
// data scope.

/** Rows of the top lists and of the fatigued files. */
export const MATERIAL_OVERVIEW_TOP = 10;
/** Ages (days since a file's first push) the fatigue curve shows one by one; older ones sum here. */
export const MATERIAL_FATIGUE_MAX_AGE = 30;

/** `GET /dashboard/material`: China dates (the last 7 days without them), designer, game. */
export const MaterialOverviewQuerySchema = z
  .object({
    start_date: calendarDate('开始日期'),
    end_date: calendarDate('结束日期'),
    /** The credited designer (`users.id`). */
    designer: z.preprocess(blankToUndefined, IdSchema.optional()),
    /** The game's 游戏ID. */
    gad_cfg_game_id: z.preprocess(blankToUndefined, IdSchema.optional()),
  })
  .superRefine(checkDashboardRange);
export type MaterialOverviewQuery = z.infer<typeof MaterialOverviewQuerySchema>;

export interface MaterialOverviewDesigner {
  id: number;
  nick_name: string;
}

export interface MaterialNewDay {
  date: string;
  count: number;
}

export interface MaterialNewByDesigner {
  designer: MaterialOverviewDesigner;
  count: number;
}

/** Review decisions taken in the range; the pass rate is approved / (approved + rejected). */
export interface MaterialReviewFigures {
  approved: number;
  rejected: number;
  /** Null without a decision. */
  pass_rate: number | null;
}

export interface MaterialReviewByDesigner extends MaterialReviewFigures {
  designer: MaterialOverviewDesigner;
}

/** Sums over every medium and account the file was pushed to: money in 分. */
export interface MaterialPerformance {
  cost: number;
  conversions: number;
  /** cost / conversions, 分; null without conversions. */
  conversion_cost: number | null;
}

export interface MaterialTopItem extends MaterialPerformance {
  file: MaterialFile;
}

/** The range's stats of every file on the `age`-th day after its first push. */
export interface MaterialAgePoint extends MaterialPerformance {
  /** Days since the first push; MATERIAL_FATIGUE_MAX_AGE also holds every older day. */
  age: number;
}

/** A file whose cost per conversion rose from its earlier days to its later ones. */
export interface MaterialFatigueItem {
  file: MaterialFile;
  cost: number;
  conversions: number;
  early_conversion_cost: number;
  late_conversion_cost: number;
  /** late / early − 1 (0.3 = +30 %). */
  change: number;
}

export interface MaterialOverview {
  start_date: string;
  end_date: string;
  new_files: {
    total: number;
    /** Every day of the range. */
    days: MaterialNewDay[];
    /** Most files first. */
    designers: MaterialNewByDesigner[];
  };
  review: MaterialReviewFigures & {
    /** Files waiting for review now. */
    pending: number;
    designers: MaterialReviewByDesigner[];
  };
  top_by_cost: MaterialTopItem[];
  top_by_conversions: MaterialTopItem[];
  fatigue: {
    curve: MaterialAgePoint[];
    /** Fatigued files, the largest rise first. */
    files: MaterialFatigueItem[];
  };
}
