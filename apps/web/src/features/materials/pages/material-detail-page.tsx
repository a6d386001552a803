import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type {
  MaterialFileReportData,
  MaterialReportAccountRow,
  MaterialReportDayRow,
  MaterialReportField,
  MaterialReportMediumRow,
} from '@toufang/contracts';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Image,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { PageLoading } from '../../../components/page-loading';
import { gameLabel, useConfigOptions } from '../../config-data';
import { formatMetric } from '../../delivery/columns/metric-format';
import { MEDIUM_NAMES } from '../../titles/title-format';
import { reportMetricColumns } from '../components/report-metric-columns';
import {
  formatBytes,
  formatCodec,
  formatDimensions,
  formatDuration,
  formatRotation,
  MATERIAL_TYPE_LABELS,
} from '../material-format';
import {
  fetchFileReport,
  fetchReportFields,
  MATERIAL_REPORT_KEYS,
  materialDetailPath,
} from '../report-api';
import { isNotFound } from '../../media-accounts/api';

const TITLE = '素材详情';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 素材详情 `/creative/material/:type/:id` and `/:sdate/:edate` (spec 002 §2): the file, and its
 * stats over every medium and account it was pushed to within the caller's data scope.
 */
export function MaterialDetailPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const { sdate, edate } = params;
  const range =
    sdate !== undefined && edate !== undefined && DATE.test(sdate) && DATE.test(edate)
      ? { sdate, edate }
      : {};
  const valid =
    Number.isSafeInteger(id) &&
    id > 0 &&
    (params.type === 'image' || params.type === 'video' || params.type === 'image_text');
  const report = useQuery({
    queryKey: MATERIAL_REPORT_KEYS.file(id, range.sdate, range.edate),
    queryFn: ({ signal }) => fetchFileReport(id, range, signal),
    enabled: valid,
    retry: false,
  });
  const fields = useQuery({
    queryKey: MATERIAL_REPORT_KEYS.fields,
    queryFn: ({ signal }) => fetchReportFields(signal),
    staleTime: Infinity,
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/creative/material')}>
      返回素材库
    </Button>
  );
  const frame = (body: React.ReactNode) => (
    <Card title={TITLE} variant="borderless" extra={back}>
      {body}
    </Card>
  );

  if (!valid || isNotFound(report.error)) {
    return frame(<Empty description="素材不存在，或你无权查看该素材" />);
  }
  if (report.isError || fields.isError) {
    return frame(
      <Empty description={report.error?.message ?? '素材报表加载失败'}>
        <Button onClick={() => void Promise.all([report.refetch(), fields.refetch()])}>
          重新加载
        </Button>
      </Empty>,
    );
  }
  if (report.isPending || fields.isPending) return <PageLoading />;
  const data = report.data;
  // The link named another type: show the file under its own.
  if (data.file.type !== params.type) {
    return <Navigate to={materialDetailPath(data.file, range.sdate ? data : undefined)} replace />;
  }
  const choose = (dates: [string, string]) =>
    void navigate(materialDetailPath(data.file, { sdate: dates[0], edate: dates[1] }));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={`${TITLE} - ${data.file.name}`}
        variant="borderless"
        extra={
          <Space>
            <span>统计日期</span>
            <DatePicker.RangePicker
              aria-label="统计日期"
              allowClear={false}
              value={[dayjs(data.sdate), dayjs(data.edate)]}
              onChange={(_, texts) => {
                if (texts[0] && texts[1]) choose([texts[0], texts[1]]);
              }}
            />
            {back}
          </Space>
        }
      >
        <FileFacts data={data} />
      </Card>
      <Card title="汇总" variant="borderless">
        <Totals data={data} fields={fields.data.fields} />
      </Card>
      <Card title="每日趋势" variant="borderless">
        <Table<MaterialReportDayRow>
          rowKey="date"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content', y: 420 }}
          dataSource={data.days}
          columns={[
            { title: '日期', dataIndex: 'date', width: 110, fixed: 'left' },
            ...reportMetricColumns<MaterialReportDayRow>(fields.data.fields),
          ]}
        />
      </Card>
      <Card title="分媒体" variant="borderless">
        <Table<MaterialReportMediumRow>
          rowKey="medium"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="该素材尚未推送到你可查看的账户" /> }}
          dataSource={data.media}
          columns={[
            {
              title: '媒体',
              dataIndex: 'medium',
              width: 110,
              fixed: 'left',
              render: (m: MaterialReportMediumRow['medium']) => MEDIUM_NAMES[m],
            },
            ...reportMetricColumns<MaterialReportMediumRow>(fields.data.fields),
          ]}
        />
      </Card>
      <Card title="分账户" variant="borderless">
        <Table<MaterialReportAccountRow>
          rowKey={(row) => `${row.medium}:${row.advertiser_id}`}
          size="small"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="该素材尚未推送到你可查看的账户" /> }}
          dataSource={data.accounts}
          columns={[
            {
              title: '账户',
              key: 'account',
              width: 220,
              fixed: 'left',
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>{row.advertiser_name ?? row.advertiser_id}</span>
                  <span style={{ color: '#999', fontSize: 12 }}>
                    {MEDIUM_NAMES[row.medium]} · {row.advertiser_id}
                  </span>
                </Space>
              ),
            },
            { title: '媒体素材 ID', dataIndex: 'media_material_id', width: 180 },
            ...reportMetricColumns<MaterialReportAccountRow>(fields.data.fields),
          ]}
        />
      </Card>
    </Space>
  );
}

function FileFacts({ data }: { data: MaterialFileReportData }) {
  const config = useConfigOptions();
  const file = data.file;
  const game = config.data?.games.find((g) => g.gad_cfg_game_id === file.gad_cfg_game_id);
  return (
    <Flex gap={24} wrap>
      <div style={{ width: 360, background: '#f5f5f5', textAlign: 'center' }}>
        {file.type === 'video' ? (
          <video
            src={file.url}
            poster={file.thumb_url ?? undefined}
            controls
            style={{ width: 360, maxHeight: 360 }}
          />
        ) : (
          <Image src={file.url} alt={file.name} style={{ maxWidth: 360, maxHeight: 360 }} />
        )}
      </div>
      <Descriptions column={2} size="small" style={{ flex: 1, minWidth: 360 }}>
        <Descriptions.Item label="名称">{file.name}</Descriptions.Item>
        <Descriptions.Item label="类型">{MATERIAL_TYPE_LABELS[file.type]}</Descriptions.Item>
        <Descriptions.Item label="尺寸">{formatDimensions(file)}</Descriptions.Item>
        <Descriptions.Item label="时长">{formatDuration(file.duration)}</Descriptions.Item>
        {file.image_text && (
          <>
            <Descriptions.Item label="文案">{file.image_text.text}</Descriptions.Item>
            <Descriptions.Item label="图片数">{file.image_text.images.length} 张</Descriptions.Item>
          </>
        )}
        {file.type === 'video' && (
          <>
            <Descriptions.Item label="编码">{formatCodec(file.codec)}</Descriptions.Item>
            <Descriptions.Item label="旋转">{formatRotation(file.rotation)}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label="大小">{formatBytes(file.size)}</Descriptions.Item>
        <Descriptions.Item label="格式">{file.format}</Descriptions.Item>
        <Descriptions.Item label="设计师">{file.designer.nick_name}</Descriptions.Item>
        <Descriptions.Item label="上传者">{file.uploader.nick_name}</Descriptions.Item>
        <Descriptions.Item label="游戏">
          {file.gad_cfg_game_id === null ? '-' : game ? gameLabel(game) : file.gad_cfg_game_id}
        </Descriptions.Item>
        <Descriptions.Item label="上传时间">{formatDateTime(file.created_at)}</Descriptions.Item>
        <Descriptions.Item label="标签">
          {file.tags.length === 0 ? '-' : file.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}
        </Descriptions.Item>
        <Descriptions.Item label="推送账户">{data.accounts.length}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

function Totals({
  data,
  fields,
}: {
  data: MaterialFileReportData;
  fields: readonly MaterialReportField[];
}) {
  return (
    <Flex gap={32} wrap>
      {fields.map((field) => (
        <Statistic
          key={field.key}
          title={field.title}
          value={formatMetric(field.format, data.totals[field.key])}
        />
      ))}
    </Flex>
  );
}
