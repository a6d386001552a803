import { useMutation } from '@tanstack/react-query';
import type { AdIdItem } from '@toufang/contracts';
import { Alert, Button, Card, Input, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { bulkSearchAdIds } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';
import { adIdColumns } from './ad-id-columns';

/** The most ad IDs one lookup takes (`AdIdBulkSearchBodySchema`). */
const MAX = 500;

/** The typed ad IDs: one a line, or separated by commas, spaces or tabs (pasted from a sheet). */
const entries = (text: string) =>
  text
    .split(/[\s,，;；]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '');

/**
 * 广告ID批量查询 (spec 000 §2 `/landing/moreadid`, `/searchadid/search`): up to 500 ad IDs at
 * once; the found ones with their category, base and click link, and which were not found or are
 * not ad IDs at all.
 */
export function AdIdBulkSearch() {
  const [text, setText] = useState('');
  const typed = entries(text);
  const search = useMutation({ mutationFn: (ids: string[]) => bulkSearchAdIds(ids) });
  const columns = useMemo(
    () => [
      ...adIdColumns().slice(0, 1),
      {
        title: '媒体',
        key: 'medium',
        width: 100,
        render: (_: unknown, r: AdIdItem) => MEDIUM_NAMES[r.medium],
      },
      ...adIdColumns().slice(1),
    ],
    [],
  );
  const result = search.data;
  return (
    <Card title="广告ID批量查询" variant="borderless">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Input.TextArea
          aria-label="广告ID列表"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={`每行一个广告ID（也可用逗号或空格分隔），一次最多 ${MAX} 个`}
        />
        <Space>
          <Button
            type="primary"
            disabled={typed.length === 0 || typed.length > MAX}
            loading={search.isPending}
            onClick={() => search.mutate(typed)}
          >
            查询
          </Button>
          <Typography.Text type={typed.length > MAX ? 'danger' : 'secondary'}>
            已输入 {typed.length} 个{typed.length > MAX ? `，超过 ${MAX} 个` : ''}
          </Typography.Text>
        </Space>
        {result && result.missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`${result.missing.length} 个广告ID不存在或无权查看`}
            description={result.missing.join('、')}
          />
        )}
        {result && result.invalid.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={`${result.invalid.length} 个不是有效的广告ID（位数、开头字母或校验位不对）`}
            description={result.invalid.join('、')}
          />
        )}
        {result && (
          <Table<AdIdItem>
            rowKey="ad_id"
            size="small"
            columns={columns}
            dataSource={result.found}
            scroll={{ x: 1400 }}
            pagination={result.found.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: '没有找到广告ID' }}
          />
        )}
      </Space>
    </Card>
  );
}
