import type { MaterialOverview } from '@toufang/contracts';
import { formatCompact, formatCompactYuan } from '@toufang/domain';
import { Card, Col, Row, Statistic } from 'antd';
import { percentOf } from '../material-format';

/** The range's totals: files made, review decisions and pass rate, files waiting, top spend. */
export function MaterialSummaryCards({ overview }: { overview: MaterialOverview }) {
  const { new_files: made, review } = overview;
  const cost = overview.top_by_cost[0];
  const cards = [
    { title: '新增素材', value: formatCompact(made.total) },
    { title: '审核通过率', value: percentOf(review.pass_rate) },
    { title: '审核通过 / 驳回', value: `${review.approved} / ${review.rejected}` },
    { title: '待审核', value: formatCompact(review.pending) },
    {
      title: '消耗最高素材',
      value: cost ? formatCompactYuan(cost.cost) : '-',
      suffix: cost?.file.name,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={8} xl={card.suffix === undefined ? 4 : 8}>
          <Card size="small" aria-label={card.title}>
            <Statistic
              title={card.title}
              value={card.value}
              suffix={
                card.suffix === undefined ? undefined : (
                  <span style={{ fontSize: 13, color: 'rgba(0,0,0,0.45)' }}>{card.suffix}</span>
                )
              }
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
