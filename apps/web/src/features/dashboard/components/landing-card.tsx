import type { DashboardLanding, DashboardLandingPage } from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import { Card, Col, Empty, Flex, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatClickRate, landingTrendOption } from '../landing-chart-options';
import { landingPageLink } from '../landing-links';
import { EChart } from './echart';

export interface LandingCardProps {
  landing: DashboardLanding;
  /** The landing-page list the user may open (undefined: no links). */
  listPath: string | undefined;
}

/**
 * 自建落地页: views and clicks our own landing pages counted over the range, by day and for the
 * pages with the most views, each opening the landing-page list at that page.
 */
export function LandingCard({ landing, listPath }: LandingCardProps) {
  const option = useMemo(() => landingTrendOption(landing.days), [landing.days]);
  const columns: ColumnsType<DashboardLandingPage> = [
    {
      title: '落地页',
      key: 'name',
      ellipsis: true,
      render: (_, page) => (
        <Flex gap={4} align="center">
          {listPath ? (
            <Link to={landingPageLink(listPath, page.name)}>{page.name}</Link>
          ) : (
            page.name
          )}
          {page.published ? null : <Tag>已下线</Tag>}
        </Flex>
      ),
    },
    { title: '广告ID', key: 'ad_id', width: 150, render: (_, page) => page.ad_id ?? '-' },
    {
      title: '访问',
      key: 'views',
      width: 90,
      align: 'right',
      render: (_, p) => formatCompact(p.views),
    },
    {
      title: '点击',
      key: 'clicks',
      width: 90,
      align: 'right',
      render: (_, p) => formatCompact(p.clicks),
    },
    {
      title: '点击率',
      key: 'click_rate',
      width: 90,
      align: 'right',
      render: (_, p) => formatClickRate(p.click_rate),
    },
  ];
  return (
    <Card
      size="small"
      title="自建落地页"
      extra={listPath ? <Link to={listPath}>全部落地页</Link> : null}
    >
      <Flex gap={24} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          访问合计 <Typography.Text strong>{formatCompact(landing.totals.views)}</Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          点击合计 <Typography.Text strong>{formatCompact(landing.totals.clicks)}</Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          整体点击率{' '}
          <Typography.Text strong>{formatClickRate(landing.totals.click_rate)}</Typography.Text>
        </Typography.Text>
      </Flex>
      {landing.page_count === 0 ? (
        <Empty description="所选日期内自建落地页没有访问" style={{ padding: 48 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <EChart option={option} height={280} label="自建落地页每日访问与点击趋势图" />
          </Col>
          <Col xs={24} xl={12}>
            <Table<DashboardLandingPage>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={landing.pages}
              pagination={false}
            />
            {landing.page_count > landing.pages.length ? (
              <Typography.Text type="secondary">
                共 {landing.page_count} 个落地页，按访问显示前 {landing.pages.length} 个
              </Typography.Text>
            ) : null}
          </Col>
        </Row>
      )}
    </Card>
  );
}
