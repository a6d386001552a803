import type {
  AccountReportRow,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
} from '@toufang/contracts';
import type { DeliveryRow } from '../delivery-definition';
import type { DeliveryTab } from '../delivery-tab';

/** The object whose history is read: its type in the history and the medium's id. */
export interface HistoryTarget {
  objectType: 'advertiser' | 'project' | 'promotion' | 'material';
  objectId: string;
  /** Shown in the drawer's title. */
  name: string;
}

export const LEVEL_NAMES: Record<HistoryTarget['objectType'], string> = {
  advertiser: '账户',
  project: '项目',
  promotion: '广告',
  material: '素材',
};

/**
 * The history object of a row of a tab. The writes record accounts by advertiser id and materials
 * by material id (a material's history spans the ads it is in).
 */
export function historyTargetOf(tab: DeliveryTab, row: DeliveryRow): HistoryTarget {
  switch (tab) {
    case 'account': {
      const r = row as AccountReportRow;
      return { objectType: 'advertiser', objectId: r.advertiser_id, name: r.advertiser_name };
    }
    case 'project': {
      const r = row as ProjectReportRow;
      return { objectType: 'project', objectId: r.project_id, name: r.name };
    }
    case 'promotion': {
      const r = row as PromotionReportRow;
      return { objectType: 'promotion', objectId: r.promotion_id, name: r.name };
    }
    case 'material': {
      const r = row as MaterialReportRow;
      return {
        objectType: 'material',
        objectId: r.material_id,
        name: r.material_names[0] ?? r.material_id,
      };
    }
  }
}
