import { useQuery } from '@tanstack/react-query';
import type { RejectReasonAnswer } from '@toufang/contracts';
import {
  AUDIT_ADVICE_DRAWER_WIDTH,
  auditAdviceResult,
  AUDIT_ADVICE_TYPE_LABELS,
  rejectReasonText,
} from '@toufang/domain';
import type { AuditAdviceItem } from '@toufang/domain';
import { Card, Descriptions, Drawer, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { enumLabel } from '../../../components/enum-label';
import {
  fetchAdviceReasons,
  rowAdvice,
  type AdviceSource,
  type AuditAdviceTarget,
} from './advice-source';

export type { AdviceSource, AuditAdviceTarget } from './advice-source';

export interface AuditAdviceDrawerProps {
  /** Where the tab's advice comes from (its definition's). */
  source: AdviceSource | undefined;
  target: AuditAdviceTarget | undefined;
  /** The tab's objects' name: reasons about the object as a whole are tagged with it. */
  title: string;
  onClose: () => void;
}

/** Reasons about the promotion as a whole read as items of their own type. */
const PROMOTION_ADVICE_TYPE = 'PROMOTION';

/** An advice item and the object it is about. */
type AdviceEntry = AuditAdviceItem & { promotionId: string };

function adviceItems(answer: RejectReasonAnswer | undefined): AdviceEntry[] {
  return (answer?.list ?? []).flatMap((entry) => [
    ...entry.promotion_reject.map((reject) => ({
      type: PROMOTION_ADVICE_TYPE,
      item: reject.content,
      suggestion: reject.suggestion,
      reject_reason: reject.reject_reason,
      promotionId: entry.promotion_id,
    })),
    ...entry.items.map((item) => ({ ...item, promotionId: entry.promotion_id })),
  ]);
}

/**
 * 审核建议 (spec 001 §2, §3 "Reject advice item", §8): a 799 px drawer fed by the tab's advice
 * source — the medium's reject reasons of the object, or of the objects below it (each card naming
 * its own), or the row's review text; 审核建议不存在 when it names none.
 */
export function AuditAdviceDrawer({ source, target, title, onClose }: AuditAdviceDrawerProps) {
  const query = useQuery({
    queryKey: ['delivery', 'reject-reasons', source, target?.advertiserId, target?.id],
    queryFn: ({ signal }) =>
      source?.kind === 'reasons' && target !== undefined
        ? fetchAdviceReasons(source, target, signal)
        : Promise.resolve(target === undefined ? { list: [] } : rowAdvice(target)),
    enabled: target !== undefined && source !== undefined,
  });
  const entries = adviceItems(query.data);
  const result = auditAdviceResult(entries);
  const child = source?.kind === 'reasons' ? source.perChild : undefined;

  return (
    <Drawer
      open={target !== undefined}
      title={target ? `审核建议 - ${target.name}` : '审核建议'}
      size={AUDIT_ADVICE_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
    >
      {query.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : query.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="审核建议加载失败" />
      ) : result.ok ? (
        <Flex vertical gap={12}>
          {result.items.map((item, index) => (
            <AdviceCard
              key={`${item.type}-${index}`}
              item={item}
              objectTitle={title}
              child={
                child && entries[index]
                  ? { label: child.label, id: entries[index].promotionId }
                  : undefined
              }
            />
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={result.message} />
      )}
    </Drawer>
  );
}

function AdviceCard({
  item,
  objectTitle,
  child,
}: {
  item: AuditAdviceItem;
  objectTitle: string;
  child?: { label: string; id: string };
}) {
  const typeLabel =
    item.type === PROMOTION_ADVICE_TYPE
      ? (child?.label ?? objectTitle)
      : enumLabel(AUDIT_ADVICE_TYPE_LABELS, item.type);
  const suggestions = item.suggestion ?? [];
  return (
    <Card
      size="small"
      title={<Tag color="red">{typeLabel}</Tag>}
      extra={
        child ? (
          <Typography.Text type="secondary">
            {child.label}ID：{child.id}
          </Typography.Text>
        ) : null
      }
    >
      <Descriptions column={1} size="small">
        {item.item ? (
          <Descriptions.Item label="审核内容">
            <Typography.Text style={{ wordBreak: 'break-all' }}>{item.item}</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {item.video_id ? (
          <Descriptions.Item label="视频ID">{item.video_id}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="拒绝原因">{rejectReasonText(item) || '-'}</Descriptions.Item>
        <Descriptions.Item label="修改建议">
          {suggestions.length === 0 ? (
            '-'
          ) : (
            <Flex vertical gap={4}>
              {suggestions.map((text) => (
                <span key={text}>{text}</span>
              ))}
            </Flex>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
