import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialFile, MaterialPushRecord } from '@toufang/contracts';
import { COVER_SUGGEST, coverSuggestRefusal, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Alert, App, Button, Empty, Flex, Image, Modal, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { chooseCover, listPushLog, PUSH_KEYS, suggestCovers } from '../push-api';

/** How often to ask again while the medium still makes the covers. */
const POLL_MS = 2000;
/** Records read to find the accounts the video is on. */
const RECORDS_READ = 200;

const keyOf = (r: MaterialPushRecord) => `${r.platform}:${r.advertiser_id}`;

function Covers({ file, record }: { file: MaterialFile; record: MaterialPushRecord }) {
  const rule = COVER_SUGGEST[record.platform];
  const client = useQueryClient();
  const { message } = App.useApp();
  const key = PUSH_KEYS.covers(file.fid, record.platform, record.advertiser_id);
  const choose = useMutation({
    mutationFn: (url: string) => chooseCover(rule?.path ?? '', file.fid, record.advertiser_id, url),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      void message.success('已选用该封面，在该账户创建广告时将使用它');
    },
  });
  const covers = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      suggestCovers(rule?.path ?? '', file.fid, record.advertiser_id, signal),
    enabled: rule !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
  if (!rule) return null;
  const data = covers.data;
  if (covers.isError) {
    return <Alert type="error" showIcon message="封面推荐读取失败，请稍后重试" />;
  }
  if (!data || data.status === 'running') {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 32 }}>
        <Spin />
        <Typography.Text type="secondary">
          {`${MATERIAL_MEDIUM_NAMES[record.platform]}正在生成封面，请稍候…`}
        </Typography.Text>
      </Flex>
    );
  }
  if (data.status === 'failed' || data.list.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        message={`${MATERIAL_MEDIUM_NAMES[record.platform]}没有为该视频生成封面`}
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{rule.note}</Typography.Text>
      <Image.PreviewGroup>
        <Flex wrap gap={12} aria-label="推荐封面">
          {data.list.map((cover, n) => (
            <Flex
              key={cover.url}
              vertical
              align="center"
              gap={4}
              role="group"
              aria-label={`推荐封面 ${n + 1}`}
            >
              <Image
                src={cover.url}
                alt={`推荐封面 ${n + 1}`}
                width={120}
                height={120}
                style={{ objectFit: 'contain', background: '#f5f5f5' }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {cover.width && cover.height ? `${cover.width}×${cover.height}` : '-'}
              </Typography.Text>
              {data.chosen?.url === cover.url ? (
                <Tag color="success">已选用</Tag>
              ) : (
                <Button
                  size="small"
                  loading={choose.isPending && choose.variables === cover.url}
                  disabled={choose.isPending}
                  onClick={() => choose.mutate(cover.url)}
                >
                  选用
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
      </Image.PreviewGroup>
    </Flex>
  );
}

export interface CoverSuggestDialogProps {
  file: MaterialFile;
  onClose: () => void;
}

/**
 * 封面推荐 (spec 002 §7 `material/suggestcover`, `tencent/material/suggestcover`): the covers a
 * medium suggests for a video, on an account the video was pushed to. Ocean Engine makes them
 * for a few seconds (asked again until done); Tencent gives the video's key frame; a medium
 * without the call is named. Render it only while open.
 */
export function CoverSuggestDialog({ file, onClose }: CoverSuggestDialogProps) {
  const log = useQuery({
    queryKey: [...PUSH_KEYS.log, 'covers', file.fid],
    queryFn: ({ signal }) =>
      listPushLog({ file_id: file.fid, page: 1, per_page: RECORDS_READ }, signal),
  });
  const pushed = (log.data?.list ?? []).filter((r) => r.status === 'succeeded');
  const usable = pushed.filter((r) => COVER_SUGGEST[r.platform] !== null);
  const without = [
    ...new Set(pushed.filter((r) => COVER_SUGGEST[r.platform] === null).map((r) => r.platform)),
  ];
  const [chosen, setChosen] = useState<string>();
  const record = usable.find((r) => keyOf(r) === chosen) ?? usable[0];

  return (
    <Modal open title={`封面推荐 · ${file.name}`} width={820} onCancel={onClose} footer={null}>
      {log.isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : log.isError ? (
        <Alert type="error" showIcon message="推送记录读取失败，请稍后重试" />
      ) : (
        <Flex vertical gap={12}>
          {without.map((medium) => (
            <Alert
              key={medium}
              type="info"
              showIcon
              message={`${coverSuggestRefusal(medium)}，该媒体账户不提供推荐`}
            />
          ))}
          {record ? (
            <>
              <Select
                aria-label="账户"
                style={{ width: 420 }}
                value={keyOf(record)}
                onChange={setChosen}
                options={usable.map((r) => ({
                  value: keyOf(r),
                  label: `${MATERIAL_MEDIUM_NAMES[r.platform]} · ${r.advertiser_name ?? ''}（${r.advertiser_id}）`,
                }))}
              />
              <Covers key={keyOf(record)} file={file} record={record} />
            </>
          ) : (
            <Empty description="该视频还没有成功推送到巨量引擎或腾讯广告账户，推送后才能获取封面推荐" />
          )}
        </Flex>
      )}
    </Modal>
  );
}
