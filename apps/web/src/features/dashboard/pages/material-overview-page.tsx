import { previewContentOf } from '../../materials';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialFile } from '@toufang/contracts';
import { Alert, Button, Col, DatePicker, Flex, Row, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MaterialPreviewModal } from '../../../components/material-preview-modal';
import { GameFilter } from '../../config-data';
import { fetchDesigners } from '../../materials';
import { fetchMaterialOverview, MATERIAL_OVERVIEW_KEY } from '../api';
import { FatigueCard } from '../components/fatigue-card';
import { MaterialSummaryCards } from '../components/material-summary-cards';
import { NewFilesCard } from '../components/new-files-card';
import { ReviewRateCard } from '../components/review-rate-card';
import { TopMaterialsCard } from '../components/top-materials-card';

/**
 * 素材概览 `/cview/main` (spec 000 §2, dashboard:material): what the library made and how review
 * went, the files that spend and convert most across all media, and the files that tire — for a
 * designer and a game when chosen, within the user's data scope.
 */
export function MaterialOverviewPage() {
  const client = useQueryClient();
  const [range, setRange] = useState<[string, string]>();
  const [designer, setDesigner] = useState<number>();
  const [game, setGame] = useState<number>();
  const [preview, setPreview] = useState<MaterialFile>();
  const designers = useQuery({
    queryKey: [...MATERIAL_OVERVIEW_KEY, 'designers'],
    queryFn: ({ signal }) => fetchDesigners(signal),
  });
  const params = {
    start_date: range?.[0],
    end_date: range?.[1],
    designer,
    gad_cfg_game_id: game,
  };
  const overview = useQuery({
    queryKey: [...MATERIAL_OVERVIEW_KEY, params],
    queryFn: ({ signal }) => fetchMaterialOverview(params, signal),
    placeholderData: (previous) => previous,
  });
  const data = overview.data;
  const shown: [string, string] | undefined =
    range ?? (data ? [data.start_date, data.end_date] : undefined);

  return (
    <Flex vertical gap={16} style={{ padding: 16, maxWidth: 1600, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          素材概览
        </Typography.Title>
        <Flex gap={12} wrap align="center">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="设计师"
            aria-label="设计师"
            style={{ width: 160 }}
            loading={designers.isLoading}
            value={designer}
            onChange={setDesigner}
            options={(designers.data?.designers ?? []).map((d) => ({
              value: d.id,
              label: d.nick_name,
            }))}
          />
          <GameFilter value={game} onChange={setGame} width={200} />
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
            loading={overview.isFetching}
            onClick={() => void client.invalidateQueries({ queryKey: MATERIAL_OVERVIEW_KEY })}
          >
            刷新
          </Button>
        </Flex>
      </Flex>
      {overview.isError ? (
        <Alert
          type="error"
          showIcon
          message="素材概览加载失败"
          description={overview.error.message}
        />
      ) : null}
      {data === undefined ? (
        overview.isError ? null : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )
      ) : (
        <>
          <MaterialSummaryCards overview={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <NewFilesCard overview={data} />
            </Col>
            <Col xs={24} xl={12}>
              <ReviewRateCard overview={data} />
            </Col>
            <Col xs={24} xl={12}>
              <TopMaterialsCard overview={data} onPreview={setPreview} />
            </Col>
            <Col xs={24} xl={12}>
              <FatigueCard overview={data} onPreview={setPreview} />
            </Col>
          </Row>
        </>
      )}
      <MaterialPreviewModal
        content={preview && previewContentOf(preview)}
        onClose={() => setPreview(undefined)}
      />
    </Flex>
  );
}
