import type { MediumKey } from '@toufang/contracts';
import { Space, Tag, Typography } from 'antd';
import { MEDIA_ORDER, MEDIUM_SHORT_NAMES } from '../title-format';

/** Which media take a title: a tag per medium that does, or a note that none does. */
export function MediaTags({ media }: { media: readonly MediumKey[] }) {
  if (media.length === 0) return <Typography.Text type="danger">均不可用</Typography.Text>;
  return (
    <Space size={2} wrap>
      {MEDIA_ORDER.filter((medium) => media.includes(medium)).map((medium) => (
        <Tag key={medium} color="blue" style={{ marginInlineEnd: 0 }}>
          {MEDIUM_SHORT_NAMES[medium]}
        </Tag>
      ))}
    </Space>
  );
}
