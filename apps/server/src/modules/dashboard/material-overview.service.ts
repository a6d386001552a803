import {
  DASHBOARD_DEFAULT_DAYS,
  MATERIAL_FATIGUE_MAX_AGE,
  MATERIAL_OVERVIEW_TOP,
  type MaterialFatigueItem,
  type MaterialOverview,
  type MaterialOverviewQuery,
  type MaterialTopItem,
} from '@toufang/contracts';
import {
  addDays,
  ageCurve,
  conversionCost,
  fatigueOf,
  reviewPassRate,
  shanghaiDate,
  type AgeSums,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import { scopeOf as accountScopeOf } from '../media-accounts/media-accounts.service';
import type { MaterialLinks } from '../materials/material-links';
import { scopeOf as materialScopeOf } from '../materials/material-scope';
import { toMaterialFile } from '../materials/materials.mapper';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { MaterialOverviewRepository } from './material-overview.repository';

// 素材概览 `/cview/main` (docs/architecture/dashboard.md): what the library made and how review
// went, and how its files perform across all media, for the files and accounts the caller sees.

interface FileTotals {
  fileId: number;
  cost: number;
  conversions: number;
  days: AgeSums[];
}

function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The first `n` of `rows` by `key`, largest first, ties by the smaller file id. */
function topBy(rows: readonly FileTotals[], key: (row: FileTotals) => number, n: number) {
  return rows
    .filter((row) => key(row) > 0)
    .toSorted((a, b) => key(b) - key(a) || a.fileId - b.fileId)
    .slice(0, n);
}

export class MaterialOverviewService {
  constructor(
    private readonly repo: MaterialOverviewRepository,
    private readonly materials: MaterialsRepository,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
  ) {}

  async overview(auth: AuthContext, query: MaterialOverviewQuery): Promise<MaterialOverview> {
    const today = shanghaiDate(this.clock.now());
    const to = query.end_date ?? today;
    const from = query.start_date ?? addDays(today, 1 - DASHBOARD_DEFAULT_DAYS);
    const scope = materialScopeOf(auth);
    const filter = {
      scope,
      accountScope: accountScopeOf(auth),
      designer: query.designer,
      gameId: query.gad_cfg_game_id,
    };
    const [made, reviews, pending, ages] = await Promise.all([
      this.repo.newFiles(filter, from, to),
      this.repo.reviews(filter, from, to),
      this.repo.pending(filter),
      this.repo.ageSums(filter, from, to),
    ]);

    const perDay = new Map<string, number>();
    const perDesigner = new Map<number, { name: string; count: number }>();
    for (const row of made) {
      perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.count);
      const designer = perDesigner.get(row.designerId) ?? { name: row.designerName, count: 0 };
      designer.count += row.count;
      perDesigner.set(row.designerId, designer);
    }

    const totals = new Map<number, FileTotals>();
    for (const row of ages) {
      const file = totals.get(row.fileId) ?? {
        fileId: row.fileId,
        cost: 0,
        conversions: 0,
        days: [],
      };
      file.cost += row.cost;
      file.conversions += row.conversions;
      file.days.push(row);
      totals.set(row.fileId, file);
    }
    const files = [...totals.values()];
    const byCost = topBy(files, (f) => f.cost, MATERIAL_OVERVIEW_TOP);
    const byConversions = topBy(files, (f) => f.conversions, MATERIAL_OVERVIEW_TOP);
    const fatigued = files
      .flatMap((f) => {
        const verdict = fatigueOf(f.days);
        return verdict?.fatigued ? [{ totals: f, verdict }] : [];
      })
      .toSorted((a, b) => b.verdict.change - a.verdict.change || a.totals.fileId - b.totals.fileId)
      .slice(0, MATERIAL_OVERVIEW_TOP);

    const shown = new Set([
      ...byCost.map((f) => f.fileId),
      ...byConversions.map((f) => f.fileId),
      ...fatigued.map((f) => f.totals.fileId),
    ]);
    const records = new Map(
      (await this.materials.findFiles([...shown], scope)).map((r) => [r.id, r] as const),
    );
    const fileOf = (id: number) => {
      const record = records.get(id);
      return record === undefined ? undefined : toMaterialFile(record, this.links);
    };
    const top = (rows: readonly FileTotals[]): MaterialTopItem[] =>
      rows.flatMap((row) => {
        const file = fileOf(row.fileId);
        return file === undefined
          ? []
          : [
              {
                file,
                cost: row.cost,
                conversions: row.conversions,
                conversion_cost: conversionCost(row.cost, row.conversions),
              },
            ];
      });
    const fatigueFiles: MaterialFatigueItem[] = fatigued.flatMap(({ totals: row, verdict }) => {
      const file = fileOf(row.fileId);
      return file === undefined
        ? []
        : [
            {
              file,
              cost: row.cost,
              conversions: row.conversions,
              early_conversion_cost: verdict.early_conversion_cost,
              late_conversion_cost: verdict.late_conversion_cost,
              change: verdict.change,
            },
          ];
    });

    const approved = reviews.reduce((n, r) => n + r.approved, 0);
    const rejected = reviews.reduce((n, r) => n + r.rejected, 0);
    return {
      start_date: from,
      end_date: to,
      new_files: {
        total: made.reduce((n, row) => n + row.count, 0),
        days: datesOf(from, to).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
        designers: [...perDesigner]
          .map(([id, d]) => ({ designer: { id, nick_name: d.name }, count: d.count }))
          .toSorted((a, b) => b.count - a.count || a.designer.id - b.designer.id),
      },
      review: {
        approved,
        rejected,
        pass_rate: reviewPassRate(approved, rejected),
        pending,
        designers: reviews
          .map((r) => ({
            designer: { id: r.designerId, nick_name: r.designerName },
            approved: r.approved,
            rejected: r.rejected,
            pass_rate: reviewPassRate(r.approved, r.rejected),
          }))
          .toSorted(
            (a, b) =>
              b.approved + b.rejected - (a.approved + a.rejected) || a.designer.id - b.designer.id,
          ),
      },
      top_by_cost: top(byCost),
      top_by_conversions: top(byConversions),
      fatigue: {
        curve: ageCurve(ages, MATERIAL_FATIGUE_MAX_AGE),
        files: fatigueFiles,
      },
    };
  }
}
