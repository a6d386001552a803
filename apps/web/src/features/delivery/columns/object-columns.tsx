import type { DeliveryObjectRow } from '@toufang/contracts';
import type { DeliveryFamily } from '@toufang/domain';
import type { StatusLevel } from '@toufang/domain';
import { LinkButton } from '../../../components/link-button';
import { MaterialThumbnail } from '../components/material-thumbnail';
import { StatusCell } from '../components/status-cell';
import type { ColumnContext } from '../delivery-definition';
import type { GridColumn } from '../grid/grid-column';
import { budgetText } from './budget-text';
import { dateTimeText, labelOf, NameCell, TwoLines } from './cells';
import { formatYuan } from './metric-format';
import { switchColumn } from './switch-column';

type Labels = Readonly<Record<string, string>>;

/**
 * One column of an object tab of a medium's screen (levels 1–3 of Kuaishou, Tencent…), as data:
 * the screen's definition lists them, this file draws them from the neutral report row.
 */
export type ObjectColumnSpec =
  /** The name with its id, opening the next tab; fixed on the left. */
  | { kind: 'name'; title: string }
  | { kind: 'switch' }
  /** The medium's status with its label; a denied row offers its 审核建议 where the tab has one. */
  | { kind: 'status'; level: StatusLevel }
  /** The object above: the level-1 object (`campaign`) or, for a creative, its level-2 one. */
  | { kind: 'parent'; of: 'campaign' | 'ad'; title: string }
  | { kind: 'advertiser' }
  | { kind: 'budget'; title: string }
  | { kind: 'money'; field: 'cpa_bid' | 'bid' | 'deep_bid'; title: string }
  | { kind: 'number'; field: 'roi_goal'; title: string }
  /** A coded value of the row (`convert_type`…) or of its `extra` (`unit_type`…) with labels. */
  | { kind: 'code'; title: string; field: string; labels: Labels; fromExtra?: boolean }
  /**
   * A creative's material: the cover (`extra.thumbnail_url`) opening the preview, its title
   * (`extra.title`) and the file's id.
   */
  | { kind: 'material'; title: string }
  | { kind: 'game' }
  | { kind: 'created' }
  /** 删除 behind the tab's delete ability. */
  | { kind: 'delete' };

export const objectKey = (row: DeliveryObjectRow) => row.id;

/** The review text a row carries (Kuaishou `review_detail`, a legacy ad's reject message). */
function reviewDetail(row: DeliveryObjectRow): string | null {
  const detail = row.extra.review_detail;
  return typeof detail === 'string' ? detail : null;
}

/** Whether a tab's rows hold a material cover (the material row height). */
export const showsMaterial = (specs: readonly ObjectColumnSpec[]): boolean =>
  specs.some((spec) => spec.kind === 'material');

/** What a creative's material is called: its title, else the file's id. */
export const objectMaterialName = (row: DeliveryObjectRow): string =>
  row.extra.title || row.material_id || row.name;

function column(
  spec: ObjectColumnSpec,
  medium: DeliveryFamily,
  context: ColumnContext<DeliveryObjectRow>,
): GridColumn<DeliveryObjectRow> {
  switch (spec.kind) {
    case 'name':
      return {
        key: 'name',
        title: spec.title,
        width: 260,
        fixed: 'left',
        render: (_, row) => (
          <NameCell
            name={row.name}
            id={row.id}
            idLabel="ID"
            openLabel={context.drillTitle ? `查看${context.drillTitle}` : undefined}
            onOpen={
              context.drillTitle ? () => context.drill({ id: row.id, name: row.name }) : undefined
            }
          />
        ),
      };
    case 'switch':
      return switchColumn(context, objectKey, (row) => row.opt_status);
    case 'status':
      return {
        key: 'status',
        title: '状态',
        width: 150,
        render: (_, row) => (
          <StatusCell
            level={spec.level}
            status={row.status}
            medium={medium}
            adviceOffered={row.audit_denied}
            {...(context.canAdvise
              ? {
                  onAdvice: () =>
                    context.openAdvice({
                      advertiserId: row.advertiser_id,
                      id: row.id,
                      name: row.name,
                      detail: reviewDetail(row),
                    }),
                }
              : {})}
          />
        ),
      };
    case 'parent':
      return {
        key: spec.of,
        title: spec.title,
        width: 200,
        render: (_, row) => {
          const parent = row[spec.of];
          return parent ? <TwoLines first={parent.name} second={parent.id} /> : '-';
        },
      };
    case 'advertiser':
      return {
        key: 'advertiser',
        title: '账户',
        width: 200,
        render: (_, row) => <TwoLines first={row.advertiser_name} second={row.advertiser_id} />,
      };
    case 'budget':
      return {
        key: 'budget',
        title: spec.title,
        width: 120,
        render: (_, row) => budgetText(row.budget.budget_mode, row.budget.budget),
      };
    case 'money':
      return {
        key: spec.field,
        title: spec.title,
        width: 110,
        render: (_, row) => formatYuan(row[spec.field]),
      };
    case 'number':
      return {
        key: spec.field,
        title: spec.title,
        width: 90,
        render: (_, row) => row[spec.field] ?? '-',
      };
    case 'code':
      return {
        key: spec.field,
        title: spec.title,
        width: 120,
        render: (_, row) => {
          const values = row as unknown as Record<string, unknown>;
          const value = spec.fromExtra ? row.extra[spec.field] : values[spec.field];
          return labelOf(spec.labels, typeof value === 'string' ? value : null);
        },
      };
    case 'material':
      return {
        key: 'material',
        title: spec.title,
        width: 300,
        render: (_, row) =>
          row.material_id === null ? (
            '-'
          ) : (
            <div className="tf-material-cell">
              <MaterialThumbnail
                url={row.extra.thumbnail_url ?? null}
                type={row.material_type}
                name={objectMaterialName(row)}
                onOpen={() => context.preview(row)}
              />
              <TwoLines first={row.extra.title ?? '-'} second={row.material_id} />
            </div>
          ),
      };
    case 'game':
      return {
        key: 'game',
        title: '游戏',
        width: 140,
        ellipsis: true,
        render: (_, row) => row.game?.game_name ?? '-',
      };
    case 'created':
      return {
        key: 'create_time',
        title: '创建时间',
        width: 170,
        render: (_, row) => dateTimeText(row.create_time),
      };
    case 'delete':
      return {
        key: 'actions',
        title: '操作',
        width: 80,
        render: (_, row) =>
          context.canDelete ? (
            <LinkButton danger onClick={() => context.deleteRow(row)}>
              删除
            </LinkButton>
          ) : null,
      };
  }
}

/** The columns of an object tab from its specs, for a medium's (or legacy family's) labels. */
export function objectColumns(
  specs: readonly ObjectColumnSpec[],
  medium: DeliveryFamily,
): (context: ColumnContext<DeliveryObjectRow>) => GridColumn<DeliveryObjectRow>[] {
  return (context) => specs.map((spec) => column(spec, medium, context));
}
