import {
  BYTEDANCE_MEDIA_VIDEO_SOURCE_LABELS,
  type BytedanceMediaVideoInput,
  type PickerAccount,
} from '@toufang/contracts';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import { MediaVideoModal } from './media-video-modal';

// 媒体素材 of the Ocean Engine v3 wizard, beside the library picker: a row per chosen account with
// the medium's own videos it takes (抖音主页视频, 星图视频), each removable, and 选择 opening that
// account's videos. The value is the draft's `media_materials`, keyed by advertiser id; picks of
// accounts no longer chosen stay out of sight (the plan ignores them).

export type MediaMaterialsValue = Record<string, BytedanceMediaVideoInput[]>;

interface Props {
  accounts: readonly PickerAccount[];
  /** Each account's 星广联投 task, by advertiser id (its 星广任务视频 tab lists that task's videos). */
  starTasks?: Readonly<Record<string, string | null>>;
  value?: MediaMaterialsValue;
  onChange?: (value: MediaMaterialsValue) => void;
}

const NONE: MediaMaterialsValue = {};

export function MediaMaterialPicker({ accounts, starTasks, value = NONE, onChange }: Props) {
  const [open, setOpen] = useState<PickerAccount>();
  if (accounts.length === 0) {
    return <Typography.Text type="secondary">请先在第一步选择账户</Typography.Text>;
  }
  const set = (advertiserId: string, videos: BytedanceMediaVideoInput[]) =>
    onChange?.({ ...value, [advertiserId]: videos });
  return (
    <div aria-label="媒体素材">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        账户在媒体上已有的视频和图集，按账户选择；每个账户的媒体素材只在该账户内组成广告（按每个广告素材数分组，排在素材库素材之后）。
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="advertiser_id"
        pagination={false}
        dataSource={[...accounts]}
        columns={[
          { title: '账户', key: 'account', width: 240, render: (_, a) => accountLabel(a) },
          {
            title: '媒体素材',
            key: 'videos',
            render: (_, account: PickerAccount) => {
              const videos = value[account.advertiser_id] ?? [];
              if (videos.length === 0)
                return <Typography.Text type="secondary">未选择</Typography.Text>;
              return (
                <Flex wrap gap={4}>
                  {videos.map((v, i) => (
                    <Tag
                      key={`${v.source}:${v.item_id ?? v.video_id}`}
                      closable
                      closeIcon={<span aria-label={`移除 ${v.name}`}>×</span>}
                      onClose={(event) => {
                        event.preventDefault();
                        set(
                          account.advertiser_id,
                          videos.filter((_, j) => j !== i),
                        );
                      }}
                    >
                      {BYTEDANCE_MEDIA_VIDEO_SOURCE_LABELS[v.source]}：{v.name}
                    </Tag>
                  ))}
                </Flex>
              );
            },
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, account: PickerAccount) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  aria-label={`选择 ${accountLabel(account)} 的媒体素材`}
                  onClick={() => setOpen(account)}
                >
                  选择
                </Button>
                {(value[account.advertiser_id]?.length ?? 0) > 0 ? (
                  <Button size="small" type="link" onClick={() => set(account.advertiser_id, [])}>
                    清空
                  </Button>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      {open ? (
        <MediaVideoModal
          account={open}
          starTaskId={starTasks?.[open.advertiser_id] ?? null}
          videos={value[open.advertiser_id] ?? []}
          onChange={(videos) => set(open.advertiser_id, videos)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </div>
  );
}
