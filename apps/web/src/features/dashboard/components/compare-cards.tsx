import type { DashboardOverview } from '@toufang/contracts';
import { formatChange, relativeChange } from '@toufang/domain';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { FIGURES, formatFigure, type FigureKey } from '../chart-options';

const KEYS: readonly FigureKey[] = ['cost', 'conversions', 'conversion_cost', 'roi'];

/** A change against another day, green when it goes the figure's good way. */
function Change({
  label,
  ratio,
  lowerIsBetter,
}: {
  label: string;
  ratio: number | null;
  lowerIsBetter: boolean;
}) {
  const good = ratio !== null && ratio !== 0 && ratio < 0 === lowerIsBetter;
  const color = ratio === null || ratio === 0 ? undefined : good ? '#389e0d' : '#cf1322';
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label} <span style={{ color }}>{formatChange(ratio)}</span>
    </Typography.Text>
  );
}

/** Today against yesterday and the same weekday last week, one card per figure. */
export function CompareCards({ compare }: Pick<DashboardOverview, 'compare'>) {
  return (
    <Row gutter={[16, 16]}>
      {KEYS.map((key) => {
        const figure = FIGURES[key];
        const today = figure.value(compare.today);
        const versus = (other: typeof compare.yesterday) => {
          const then = figure.value(other);
          return today === null || then === null ? null : relativeChange(today, then);
        };
        return (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card size="small" aria-label={`今日${figure.label}`}>
              <Statistic title={`今日${figure.label}`} value={formatFigure(key, compare.today)} />
              <Flex gap={16} wrap>
                <Change
                  label="较昨日"
                  ratio={versus(compare.yesterday)}
                  lowerIsBetter={key === 'conversion_cost'}
                />
                <Change
                  label="较上周同日"
                  ratio={versus(compare.last_week)}
                  lowerIsBetter={key === 'conversion_cost'}
                />
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                昨日 {formatFigure(key, compare.yesterday)} · 上周同日{' '}
                {formatFigure(key, compare.last_week)}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
