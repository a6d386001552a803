import {
  BYTEDANCE_MEDIA_VIDEOS_MAX,
  mediaVideoKey,
  type BytedanceMediaVideoInput,
  type PickerAccount,
} from '@toufang/contracts';
import { Alert, Button, Checkbox, Empty, Flex, Modal, Select, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import {
  useCarousels,
  useAwemeAccounts,
  useAwemeVideos,
  useStarTaskAuthors,
  useStarTaskVideos,
  useStarVideos,
  type MediaVideoList,
} from './media-video-reads';

// The dialog choosing one account's 媒体素材: its 抖音号's videos (抖音主页视频), its 星图 videos, its 图集
// and the videos 达人 submitted to its 星广联投 task (the task the account picked for the project),
// read live from the medium. A tick adds or removes the video at once; what the account holds
// is all it offers, so a video of another account never shows here.

const keyOf = (v: BytedanceMediaVideoInput) =>
  `${v.source}:${mediaVideoKey({ item_id: v.item_id ?? null, carousel_id: v.carousel_id ?? null, video_id: v.video_id ?? '' })}`;

const frameOf = (v: BytedanceMediaVideoInput) => {
  const shape = !v.width || !v.height ? '' : v.height > v.width ? '竖版' : '横版';
  const seconds = typeof v.duration === 'number' ? `${v.duration} 秒` : '';
  return [shape, seconds].filter(Boolean).join(' · ');
};

interface ListProps {
  list: MediaVideoList;
  chosen: ReadonlySet<string>;
  onToggle: (video: BytedanceMediaVideoInput, on: boolean) => void;
  empty: string;
  what: string;
}

function VideoList({ list, chosen, onToggle, empty, what }: ListProps) {
  if (list.isLoading) return <Spin aria-label={`正在读取${what}`} />;
  if (list.error) {
    return <Alert type="error" showIcon title={`读取${what}失败：${list.error.message}`} />;
  }
  if (list.videos.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Flex vertical gap={4}>
      <Flex
        vertical
        gap={4}
        role="list"
        aria-label={what}
        style={{ maxHeight: 360, overflow: 'auto' }}
      >
        {list.videos.map((video) => (
          <Flex key={keyOf(video)} role="listitem" gap={8} align="center">
            <Checkbox
              checked={chosen.has(keyOf(video))}
              onChange={(event) => onToggle(video, event.target.checked)}
            >
              {video.name}
            </Checkbox>
            <Typography.Text type="secondary">{frameOf(video)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      {list.hasMore ? (
        <Button size="small" loading={list.loadingMore} onClick={list.loadMore}>
          加载更多
        </Button>
      ) : null}
    </Flex>
  );
}

function AwemeTab(props: Omit<ListProps, 'list' | 'empty' | 'what'> & { advertiserId: string }) {
  const accounts = useAwemeAccounts(props.advertiserId);
  const [awemeId, setAwemeId] = useState<string>();
  const list = useAwemeVideos(props.advertiserId, awemeId);
  if (accounts.isError) {
    return <Alert type="error" showIcon title={`读取抖音号失败：${accounts.error.message}`} />;
  }
  const options = (accounts.data?.list ?? []).map((a) => ({
    value: a.aweme_id,
    label: `${a.aweme_name}（${a.aweme_id}）`,
  }));
  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="抖音号"
        placeholder={accounts.isLoading ? '正在读取抖音号…' : '选择抖音号'}
        loading={accounts.isLoading}
        options={options}
        value={awemeId}
        onChange={setAwemeId}
        notFoundContent="该账户暂无授权的抖音号"
        style={{ width: 320 }}
      />
      {awemeId === undefined ? (
        <Typography.Text type="secondary">选择抖音号后列出它的主页视频</Typography.Text>
      ) : (
        <VideoList {...props} list={list} empty="该抖音号暂无视频" what="抖音主页视频" />
      )}
    </Flex>
  );
}

function CarouselTab(props: Omit<ListProps, 'list' | 'empty' | 'what'> & { advertiserId: string }) {
  const list = useCarousels(props.advertiserId);
  return <VideoList {...props} list={list} empty="该账户暂无图集" what="图集" />;
}

function StarTab(props: Omit<ListProps, 'list' | 'empty' | 'what'> & { advertiserId: string }) {
  const list = useStarVideos(props.advertiserId, true);
  return <VideoList {...props} list={list} empty="该账户的素材库暂无星图视频" what="星图视频" />;
}

function StarTaskTab(
  props: Omit<ListProps, 'list' | 'empty' | 'what'> & {
    advertiserId: string;
    taskId: string | null;
  },
) {
  const authors = useStarTaskAuthors(props.advertiserId, props.taskId);
  const [awemeId, setAwemeId] = useState<string>();
  const list = useStarTaskVideos(props.advertiserId, props.taskId, awemeId);
  if (props.taskId === null) {
    return (
      <Typography.Text type="secondary">
        该账户未选择星广联投任务（在「项目设置」中选择后列出任务的达人视频）
      </Typography.Text>
    );
  }
  if (authors.isError) {
    return <Alert type="error" showIcon title={`读取任务达人失败：${authors.error.message}`} />;
  }
  const options = (authors.data?.list ?? []).map((a) => ({
    value: a.aweme_id,
    label: `${a.aweme_name}（${a.aweme_id}）`,
  }));
  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="达人"
        placeholder={authors.isLoading ? '正在读取达人…' : '全部达人'}
        loading={authors.isLoading}
        allowClear
        options={options}
        value={awemeId}
        onChange={setAwemeId}
        notFoundContent="该任务暂无达人"
        style={{ width: 320 }}
      />
      <VideoList {...props} list={list} empty="该任务暂无可投放的达人视频" what="星广任务视频" />
    </Flex>
  );
}

export function MediaVideoModal(props: {
  account: PickerAccount;
  /** The 星广联投 task the account picked (null: none). */
  starTaskId?: string | null;
  videos: readonly BytedanceMediaVideoInput[];
  onChange: (videos: BytedanceMediaVideoInput[]) => void;
  onClose: () => void;
}) {
  const { account, videos, onChange } = props;
  const chosen = new Set(videos.map(keyOf));
  const full = videos.length >= BYTEDANCE_MEDIA_VIDEOS_MAX;
  const onToggle = (video: BytedanceMediaVideoInput, on: boolean) => {
    if (!on) onChange(videos.filter((v) => keyOf(v) !== keyOf(video)));
    else if (!full && !chosen.has(keyOf(video))) onChange([...videos, video]);
  };
  const advertiserId = account.advertiser_id;
  return (
    <Modal
      open
      title={`媒体素材：${accountLabel(account)}`}
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
          完成
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        已选 {videos.length} 个，每个账户最多 {BYTEDANCE_MEDIA_VIDEOS_MAX}{' '}
        个。媒体素材只属于该账户，只用于该账户的广告。
      </Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'AWEME',
            label: '抖音主页视频',
            children: <AwemeTab advertiserId={advertiserId} chosen={chosen} onToggle={onToggle} />,
          },
          {
            key: 'STAR',
            label: '星图视频',
            children: <StarTab advertiserId={advertiserId} chosen={chosen} onToggle={onToggle} />,
          },
          {
            key: 'STAR_TASK',
            label: '星广任务视频',
            children: (
              <StarTaskTab
                advertiserId={advertiserId}
                taskId={props.starTaskId ?? null}
                chosen={chosen}
                onToggle={onToggle}
              />
            ),
          },
          {
            key: 'CAROUSEL',
            label: '图集',
            children: (
              <CarouselTab advertiserId={advertiserId} chosen={chosen} onToggle={onToggle} />
            ),
          },
        ]}
      />
    </Modal>
  );
}
