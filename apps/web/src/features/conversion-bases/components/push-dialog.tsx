import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BASE_PUSH_LIMITS, type BaseItem, type BasePushMedium } from '@toufang/contracts';
import type { BasePushDefinition } from '@toufang/domain';
import { Alert, App, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { RequestError } from '../../../api/client';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { basePushesKey, fetchBasePushes, pushBase } from '../api';
import { PushResults } from './push-results';

/** How often the results are read while an account is still being pushed. */
const POLL_MS = 2_000;

export interface PushDialogProps {
  base: BaseItem & { medium: BasePushMedium };
  /** The push of the base's medium and kind. */
  definition: BasePushDefinition;
  /** The medium's platform name, e.g. 巨量引擎. */
  platform: string;
  onClose: () => void;
}

/**
 * 推送到账户: picks accounts of the base's medium in the caller's scope, pushes the base to them
 * (spec 002 §7 `/convert/push`), follows each account to its end (`convert/read`) and pushes the
 * failed ones again.
 */
export function PushDialog({ base, definition, platform, onClose }: PushDialogProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  /** The accounts of this dialog's pushes, shown with their results. */
  const [pushed, setPushed] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const results = useQuery({
    queryKey: basePushesKey(base.id),
    queryFn: ({ signal }) => fetchBasePushes(base.id, signal),
    enabled: pushed.length > 0,
    refetchInterval: (query) =>
      query.state.data?.list.some((r) => pushed.includes(r.advertiser_id) && r.status === 'pushing')
        ? POLL_MS
        : false,
  });
  const rows = (results.data?.list ?? []).filter((r) => pushed.includes(r.advertiser_id));
  const failed = rows.filter((r) => r.status === 'failed').map((r) => r.advertiser_id);
  const done = rows.filter((r) => r.status !== 'pushing').length;
  const succeeded = rows.filter((r) => r.status === 'succeeded').length;

  const push = useMutation({
    mutationFn: (ids: string[]) => pushBase({ base_id: base.id, advertiser_ids: ids }),
    onMutate: () => setError(null),
    onSuccess: async (answer, ids) => {
      setPushed((before) => [...new Set([...before, ...ids])]);
      setChosen([]);
      void message.success(`已开始推送到 ${answer.item_count} 个账户`);
      await client.invalidateQueries({ queryKey: basePushesKey(base.id) });
    },
    onError: (e) => setError(e instanceof RequestError ? e.display : '推送失败，请稍后重试'),
  });
  const tooMany = chosen.length > BASE_PUSH_LIMITS.advertisersMax;

  return (
    <Modal
      open
      title={`推送到${platform}账户：${base.name}`}
      width={880}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        在每个账户中创建{definition.objects.map((o) => o.label).join('、')}（
        {definition.events.map((e) => e.label).join('、')}
        ）；账户中已有的会直接复用，不会重复创建。
      </Typography.Paragraph>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <AdvertiserPicker
          platform={base.medium}
          aria-label={`${platform}账户`}
          placeholder="账户名称 / 账户ID，多个用空格分隔"
          emptyText={`暂无已授权的${platform}账户`}
          width={440}
          value={chosen}
          onChange={setChosen}
        />
        <Typography.Text>
          已选 <Typography.Text strong>{chosen.length}</Typography.Text> 个账户
          {tooMany ? (
            <Typography.Text type="danger">
              （最多 {BASE_PUSH_LIMITS.advertisersMax} 个）
            </Typography.Text>
          ) : null}
        </Typography.Text>
        <Button
          type="primary"
          disabled={chosen.length === 0 || tooMany}
          loading={push.isPending}
          onClick={() => push.mutate(chosen)}
        >
          推送
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {pushed.length > 0 ? (
        <>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text>
              成功 {succeeded} · 失败 {failed.length} · 共 {pushed.length}
            </Typography.Text>
            <Button
              disabled={failed.length === 0 || push.isPending}
              onClick={() => push.mutate(failed)}
            >
              重试失败账户（{failed.length}）
            </Button>
          </Flex>
          <Progress
            percent={Math.round((done / pushed.length) * 100)}
            status={done < pushed.length ? 'active' : failed.length > 0 ? 'exception' : 'success'}
            size="small"
          />
          <PushResults rows={rows} loading={results.isLoading} definition={definition} />
        </>
      ) : null}
    </Modal>
  );
}
