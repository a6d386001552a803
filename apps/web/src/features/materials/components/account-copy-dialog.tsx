import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialFile, MaterialPushRecord } from '@toufang/contracts';
import { MATERIAL_ACCOUNT_COPY, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Alert, App, Button, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { isFinished } from '../../feed-batches';
import { copyToAccounts, getPushTask, PUSH_KEYS, retryPush } from '../push-api';
import { PushProgress } from './push-progress';

export interface AccountCopyDialogProps {
  file: MaterialFile;
  /** The account the file was pushed to, whose copy is sent on. */
  source: MaterialPushRecord;
  onClose: () => void;
}

/**
 * Copies a pushed file from one account to others of the same medium without uploading it again
 * (spec 002 §7 `material/bind`, `material/share`), by the medium's own call and limits
 * (packages/domain materials/account-copy.ts), then follows the task. Render it only while open,
 * for a medium that has such a call.
 */
export function AccountCopyDialog({ file, source, onClose }: AccountCopyDialogProps) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [targets, setTargets] = useState<string[]>([]);
  const [taskId, setTaskId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const task = useQuery({
    queryKey: PUSH_KEYS.task(taskId ?? 0),
    queryFn: ({ signal }) => getPushTask(taskId ?? 0, signal),
    enabled: taskId !== undefined,
  });
  const medium = source.platform;
  const rule = MATERIAL_ACCOUNT_COPY[medium];
  if (!rule) return null;

  const includesSource = targets.includes(source.advertiser_id);
  const tooMany = targets.length > rule.targetsMax;
  const submit = () => {
    setBusy(true);
    copyToAccounts(rule.call, {
      platform: medium,
      advertiser_id: source.advertiser_id,
      file_id: [file.fid],
      target_advertiser_ids: targets,
    })
      .then((answer) => {
        setTaskId(answer.task_id);
        void message.success(`已提交到 ${answer.item_count} 个账户`);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const retry = () => {
    if (taskId === undefined) return;
    setBusy(true);
    retryPush(taskId)
      .then(async (answer) => {
        void message.success(`已重试 ${answer.retried} 项`);
        await client.invalidateQueries({ queryKey: PUSH_KEYS.task(taskId) });
        await client.invalidateQueries({ queryKey: PUSH_KEYS.items(taskId) });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const close = () => {
    if (taskId !== undefined) void client.invalidateQueries({ queryKey: PUSH_KEYS.log });
    onClose();
  };

  const finished = task.data !== undefined && isFinished(task.data.status);
  const failed = task.data?.progress.counts.failed ?? 0;
  const footer =
    taskId === undefined
      ? [
          <Button key="cancel" onClick={close}>
            取消
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={busy}
            disabled={targets.length === 0 || tooMany || includesSource}
            onClick={submit}
          >
            确定
          </Button>,
        ]
      : [
          finished && failed > 0 && (
            <Button key="retry" loading={busy} onClick={retry}>
              重试失败项（{failed}）
            </Button>
          ),
          <Button key="close" type="primary" onClick={close}>
            {finished ? '完成' : '后台运行'}
          </Button>,
        ];

  return (
    <Modal
      open
      title={taskId === undefined ? `${rule.name} · ${MATERIAL_MEDIUM_NAMES[medium]}` : '复制进度'}
      width={760}
      onCancel={close}
      maskClosable={false}
      footer={footer}
    >
      {taskId === undefined ? (
        <Flex vertical gap={12}>
          <Typography.Text>
            {`将「${file.name}」从账户 ${source.advertiser_name ?? ''}（${source.advertiser_id}）复制到所选${MATERIAL_MEDIUM_NAMES[medium]}账户，不重新上传。`}
          </Typography.Text>
          <Alert type="info" showIcon message={rule.note} />
          <Form layout="vertical">
            <Form.Item
              label="目标账户"
              validateStatus={includesSource || tooMany ? 'error' : undefined}
              help={
                includesSource
                  ? `目标账户中不能包含源账户 ${source.advertiser_id}`
                  : `已选 ${targets.length} 个账户（最多 ${rule.targetsMax} 个）`
              }
            >
              <AdvertiserPicker
                platform={medium}
                batch
                width="100%"
                aria-label="目标账户"
                value={targets}
                onChange={setTargets}
              />
            </Form.Item>
          </Form>
        </Flex>
      ) : (
        <PushProgress taskId={taskId} />
      )}
    </Modal>
  );
}
