import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTE_TABLE, type MediumKey } from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Alert, Button, Col, DatePicker, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSessionStore } from '../../../stores/session-store';
import {
  DASHBOARD_HEALTH_KEY,
  DASHBOARD_KEY,
  DASHBOARD_LANDING_KEY,
  DASHBOARD_OVERVIEW_KEY,
  fetchHealth,
  fetchLanding,
  fetchOverview,
} from '../api';
import { BreakdownCard } from '../components/breakdown-card';
import { CompareCards } from '../components/compare-cards';
import { HealthPanels } from '../components/health-panels';
import { LandingCard } from '../components/landing-card';
import { MoversCard } from '../components/movers-card';
import { TrendCard } from '../components/trend-card';
import { linkableMedia, LINK_MEDIA } from '../delivery-links';
import { landingListPath } from '../landing-links';

type MediumFilter = MediumKey | 'all';

const MEDIUM_OPTIONS: { value: MediumFilter; label: string }[] = [
  { value: 'all', label: '全部媒体' },
  ...LINK_MEDIA.map((medium) => ({ value: medium, label: MATERIAL_MEDIUM_NAMES[medium] })),
];

/**
 * 首页 `/home/main` (spec 000 §2, dashboard:index): the figures of the user's accounts — today
 * against yesterday and last week, the trend, where the cost goes, what moved — and the health of
 * what they run. Every figure drills through to the delivery screen it comes from.
 */
export function DashboardPage() {
  const client = useQueryClient();
  const privileges = useSessionStore((state) => state.privileges);
  const media = useMemo(() => linkableMedia(ROUTE_TABLE, privileges), [privileges]);
  const landingList = useMemo(() => landingListPath(ROUTE_TABLE, privileges), [privileges]);
  const [range, setRange] = useState<[string, string]>();
  const [medium, setMedium] = useState<MediumFilter>('all');
  const params = {
    start_date: range?.[0],
    end_date: range?.[1],
    medium: medium === 'all' ? undefined : medium,
  };
  const overview = useQuery({
    queryKey: [...DASHBOARD_OVERVIEW_KEY, params],
    queryFn: ({ signal }) => fetchOverview(params, signal),
    placeholderData: (previous) => previous,
  });
  // Our landing pages have no medium: the panel follows the range only.
  const landingParams = { start_date: range?.[0], end_date: range?.[1] };
  const landing = useQuery({
    queryKey: [...DASHBOARD_LANDING_KEY, landingParams],
    queryFn: ({ signal }) => fetchLanding(landingParams, signal),
    placeholderData: (previous) => previous,
  });
  const health = useQuery({
    queryKey: DASHBOARD_HEALTH_KEY,
    queryFn: ({ signal }) => fetchHealth(signal),
  });
  const data = overview.data;
  const shown: [string, string] | undefined =
    range ?? (data ? [data.start_date, data.end_date] : undefined);

  return (
    <Flex vertical gap={16} style={{ padding: 16, maxWidth: 1600, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          数据概览
        </Typography.Title>
        <Flex gap={12} wrap align="center">
          <Segmented options={MEDIUM_OPTIONS} value={medium} onChange={setMedium} />
          <DatePicker.RangePicker
            allowClear={false}
            aria-label="数据日期"
            value={shown ? [dayjs(shown[0]), dayjs(shown[1])] : null}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(value) => {
              const [from, to] = value ?? [];
              if (from && to) setRange([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
            }}
          />
          <Button
            icon={<ReloadOutlined />}
            loading={overview.isFetching || landing.isFetching || health.isFetching}
            onClick={() => void client.invalidateQueries({ queryKey: DASHBOARD_KEY })}
          >
            刷新
          </Button>
        </Flex>
      </Flex>
      {overview.isError ? (
        <Alert
          type="error"
          showIcon
          message="数据概览加载失败"
          description={overview.error.message}
        />
      ) : null}
      {data === undefined ? (
        overview.isError ? null : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )
      ) : (
        <>
          <CompareCards compare={data.compare} />
          <TrendCard overview={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <BreakdownCard overview={data} media={media} />
            </Col>
            <Col xs={24} xl={12}>
              <MoversCard overview={data} media={media} />
            </Col>
          </Row>
        </>
      )}
      {landing.isError ? (
        <Alert
          type="error"
          showIcon
          message="自建落地页数据加载失败"
          description={landing.error.message}
        />
      ) : landing.data === undefined ? (
        <Skeleton active />
      ) : (
        <LandingCard landing={landing.data} listPath={landingList} />
      )}
      {health.isError ? (
        <Alert
          type="error"
          showIcon
          message="健康状况加载失败"
          description={health.error.message}
        />
      ) : health.data === undefined ? (
        <Skeleton active />
      ) : (
        <HealthPanels health={health.data} />
      )}
    </Flex>
  );
}
