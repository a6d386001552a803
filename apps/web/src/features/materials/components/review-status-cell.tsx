import { MATERIAL_REVIEW_LABELS, type MaterialFile } from '@toufang/contracts';
import { Flex, Image, Tag, Tooltip, Typography } from 'antd';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** A file's review status; a rejected file shows its reason and the screenshot, if any. */
export function ReviewStatusCell({ file }: { file: MaterialFile }) {
  const reviewedBy = file.reviewed_by?.nick_name;
  const onBehalf =
    file.reviewer && file.reviewed_by && file.reviewer.id !== file.reviewed_by.id
      ? `（代 ${file.reviewer.nick_name} 审核）`
      : '';
  const tag = (
    <Tag color={COLORS[file.review_status]} style={{ marginInlineEnd: 0 }}>
      {MATERIAL_REVIEW_LABELS[file.review_status]}
    </Tag>
  );
  return (
    <Flex vertical gap={4} align="flex-start">
      {reviewedBy ? <Tooltip title={`审核人：${reviewedBy}${onBehalf}`}>{tag}</Tooltip> : tag}
      {file.review_status === 'rejected' && file.reject_reason ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} aria-label="驳回原因">
          驳回原因：{file.reject_reason}
        </Typography.Text>
      ) : null}
      {file.review_status === 'rejected' && file.reject_image_url ? (
        <Image
          src={file.reject_image_url}
          alt="驳回截图"
          width={48}
          height={48}
          style={{ objectFit: 'cover' }}
        />
      ) : null}
    </Flex>
  );
}
