import type { PinSide, ReportFieldDef, ReportMetrics } from '@toufang/contracts';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { DeliveryRow } from '../delivery-definition';
import type { GridColumn } from '../grid/grid-column';
import { ColumnPinMenu } from './column-pin-menu';
import { formatMetric } from './metric-format';

/** The pins of the metric columns and how to change one. */
export interface MetricPins {
  sides: ReadonlyMap<string, PinSide>;
  onPin: (key: string, side: PinSide | undefined) => void;
}

/** The chosen fields the catalog knows, in the chosen order. */
function chosenFields(
  catalog: readonly ReportFieldDef[],
  fields: readonly string[],
): ReportFieldDef[] {
  const byKey = new Map(catalog.map((field) => [field.key, field]));
  return fields.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * The metric column keys are the field keys; sorting asks the server (spec 001 §7 order_field),
 * largest first on the first click. With pins, each title carries its pin menu.
 */
export function metricColumns<Row extends DeliveryRow>(
  catalog: readonly ReportFieldDef[],
  fields: readonly string[],
  pins?: MetricPins,
): GridColumn<Row>[] {
  return chosenFields(catalog, fields).map((field) => ({
    key: field.key,
    title: (
      <>
        {field.title}
        <Tooltip title={field.description}>
          <QuestionCircleOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
        </Tooltip>
        {pins ? (
          <ColumnPinMenu
            title={field.title}
            side={pins.sides.get(field.key)}
            onPin={(side) => pins.onPin(field.key, side)}
          />
        ) : null}
      </>
    ),
    width: Math.max(110, field.title.length * 14 + (pins ? 76 : 56)),
    align: 'right' as const,
    sortable: field.sortable,
    firstSort: 'desc' as const,
    render: (value: unknown) => formatMetric(field.format, value),
  }));
}

/** The totals row's text per metric column key, formatted as the column's cells. */
export function metricTotals(
  catalog: readonly ReportFieldDef[],
  fields: readonly string[],
  totals: ReportMetrics,
): Map<string, string> {
  const values = totals as Record<string, unknown>;
  return new Map(
    chosenFields(catalog, fields).map((field) => [
      field.key,
      formatMetric(field.format, values[field.key]),
    ]),
  );
}
