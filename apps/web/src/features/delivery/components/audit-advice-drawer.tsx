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
import { fetchProjectRejectReasons, fetchPromotionRejectReasons } from '../api-updates';

/** The promotion or project whose advice is shown (a project's is that of its ads). */
export interface AuditAdviceTarget {
  kind: 'promotion' | 'project';
  advertiserId: string;
  id: string;
  name: string;
}

export interface AuditAdviceDrawerProps {
  target: AuditAdviceTarget | undefined;
  onClose: () => void;
}

/** Reasons about the promotion as a whole read as items of their own type. */
const PROMOTION_ADVICE_TYPE = 'PROMOTION';

/** An advice item and the ad it is about. */
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

function fetchAdvice(target: AuditAdviceTarget | undefined, signal: AbortSignal) {
  const advertiserId = target?.advertiserId ?? '';
  const ids = [target?.id ?? ''];
  return target?.kind === 'project'
    ? fetchProjectRejectReasons(advertiserId, ids, signal)
    : fetchPromotionRejectReasons(advertiserId, ids, signal);
}

/**
 * 审核建议 (spec 001 §2, §3 "Reject advice item", §8): a 799 px drawer fed by the medium's reject
 * reasons of one promotion, or of the ads of one project (each card naming its ad); 审核建议不存在
 * when it names none.
 */
export function AuditAdviceDrawer({ target, onClose }: AuditAdviceDrawerProps) {
  const query = useQuery({
    queryKey: ['delivery', 'reject-reasons', target?.kind, target?.advertiserId, target?.id],
    queryFn: ({ signal }) => fetchAdvice(target, signal),
    enabled: target !== undefined,
  });
  const entries = adviceItems(query.data);
  const result = auditAdviceResult(entries);
  const showAd = target?.kind === 'project';

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
              promotionId={showAd ? entries[index]?.promotionId : undefined}
            />
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={result.message} />
      )}
    </Drawer>
  );
}

function AdviceCard({ item, promotionId }: { item: AuditAdviceItem; promotionId?: string }) {
  const typeLabel =
    item.type === PROMOTION_ADVICE_TYPE ? '广告' : enumLabel(AUDIT_ADVICE_TYPE_LABELS, item.type);
  const suggestions = item.suggestion ?? [];
  return (
    <Card
      size="small"
      title={<Tag color="red">{typeLabel}</Tag>}
      extra={
        promotionId ? (
          <Typography.Text type="secondary">广告ID：{promotionId}</Typography.Text>
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
