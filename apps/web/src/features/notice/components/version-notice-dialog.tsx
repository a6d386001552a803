import { Button, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import type { VersionNoticeContent } from '../api';

export function VersionNoticeDialog({
  notice,
  open,
  onClose,
}: {
  notice: VersionNoticeContent;
  open: boolean;
  onClose: () => void;
}) {
  const published = dayjs(notice.published_at);
  return (
    <Modal
      open={open}
      title={`版本更新 ${notice.version}`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      {notice.title ? <Typography.Paragraph strong>{notice.title}</Typography.Paragraph> : null}
      <ol style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.9 }}>
        {notice.items.map((item, index) => (
          <li key={`${index}:${item}`}>{item}</li>
        ))}
      </ol>
      {published.isValid() ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          发布时间：{published.format('YYYY-MM-DD')}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
