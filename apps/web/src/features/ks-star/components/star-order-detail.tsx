import { useQuery } from '@tanstack/react-query';
import type {
  StarOrderDetail as Detail,
  StarOrderStatus,
  StarOrderVideo,
} from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import { Button, Card, Descriptions, Empty, Spin, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import { RequestError } from '../../../api/errors';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag } from '../../../components/value-tag';
import { KS_STAR_KEY, getStarOrder } from '../api';
import { STAR_ORDER_STATUS, formatYuan } from '../star-values';
import { StarPageFrame } from './star-page-frame';
import { useStarAccount } from './use-star-account';

const VIDEO_COLUMNS: TableColumnsType<StarOrderVideo> = [
  { title: '作品ID', dataIndex: 'photo_id', width: 150 },
  { title: '作品标题', dataIndex: 'photo_title' },
  { title: '发布时间', dataIndex: 'publish_time', width: 170, render: formatDateTime },
  {
    title: '播放量',
    dataIndex: 'play_num',
    align: 'right',
    render: (v: number) => formatCompact(v, 1),
  },
  { title: '点赞', dataIndex: 'like_num', align: 'right' },
  { title: '结算金额', dataIndex: 'cost', align: 'right', render: formatYuan },
];

function OrderFacts({ order }: { order: Detail }) {
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" bordered>
        <Descriptions.Item label="补单ID">{order.order_id}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <ValueTag map={STAR_ORDER_STATUS} value={order.status as StarOrderStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="达人">{order.author_name}</Descriptions.Item>
        <Descriptions.Item label="聚星任务">{order.task_name}</Descriptions.Item>
        <Descriptions.Item label="任务ID">{order.task_id}</Descriptions.Item>
        <Descriptions.Item label="视频数">{order.video_num}</Descriptions.Item>
        <Descriptions.Item label="金额">{formatYuan(order.amount)}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(order.create_time)}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{formatDateTime(order.update_time)}</Descriptions.Item>
        <Descriptions.Item label="补单原因" span={3}>
          {order.reason}
        </Descriptions.Item>
        {order.reject_reason ? (
          <Descriptions.Item label="拒绝原因" span={3}>
            {order.reject_reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Card type="inner" title="交付作品" size="small" style={{ marginTop: 16 }}>
        <Table<StarOrderVideo>
          rowKey="photo_id"
          size="small"
          columns={VIDEO_COLUMNS}
          dataSource={order.videos}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={order.status === 4 ? '达人已拒绝，无交付作品' : '达人尚未交付作品'}
              />
            ),
          }}
        />
      </Card>
    </>
  );
}

function OrderBody({ advertiserId, orderId }: { advertiserId: string; orderId: string }) {
  const query = useQuery({
    queryKey: [...KS_STAR_KEY, 'order', advertiserId, orderId],
    queryFn: ({ signal }) => getStarOrder(advertiserId, orderId, signal),
    retry: false,
  });
  if (query.isLoading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (query.isError || !query.data) {
    const reason = query.error instanceof RequestError ? query.error.display : '补单加载失败';
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={reason}>
        <Button size="small" onClick={() => void query.refetch()}>
          重新加载
        </Button>
      </Empty>
    );
  }
  return <OrderFacts order={query.data} />;
}

/** 补单详情 `/landing/ksstar/order/:id` (hidden; ability `kuaishou:boost:supplement_order_list`). */
export function StarOrderDetail() {
  const { id = '' } = useParams();
  const account = useStarAccount();
  return (
    <StarPageFrame
      title="补单详情"
      account={account}
      extra={
        <Link to={`/landing/ksstar/order?advertiser_id=${account.advertiserId ?? ''}`}>
          返回聚星补单
        </Link>
      }
    >
      {(advertiserId) =>
        /^\d{1,20}$/.test(id) ? (
          <OrderBody advertiserId={advertiserId} orderId={id} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="补单ID不正确" />
        )
      }
    </StarPageFrame>
  );
}
