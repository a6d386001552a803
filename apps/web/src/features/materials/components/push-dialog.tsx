import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialFile } from '@toufang/contracts';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { isFinished } from '../../feed-batches';
import { getPushTask, PUSH_KEYS, pushMaterials, retryPush } from '../push-api';
import { MATERIALS_KEY } from '../api';
import {
  NO_ACCOUNTS,
  PUSH_MEDIA,
  PushAccountForm,
  pushBody,
  unpushable,
  type PushAccounts,
} from './push-account-form';
import { PushProgress } from './push-progress';

export interface PushDialogProps {
  files: readonly MaterialFile[];
  onClose: () => void;
}

/**
 * 推送 (spec 002 §7 `material/file/push`): the chosen files to accounts of several media at once,
 * then the push's progress and each (file, account)'s result, with 重试 for the failed ones.
 * Render it only while open.
 */
export function PushDialog({ files, onClose }: PushDialogProps) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [accounts, setAccounts] = useState<PushAccounts>(NO_ACCOUNTS);
  const [kuaishouType, setKuaishouType] = useState(0);
  const [taskId, setTaskId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const task = useQuery({
    queryKey: PUSH_KEYS.task(taskId ?? 0),
    queryFn: ({ signal }) => getPushTask(taskId ?? 0, signal),
    enabled: taskId !== undefined,
  });

  const chosen = PUSH_MEDIA.reduce((n, m) => n + accounts[m].length, 0);
  const submit = () => {
    setBusy(true);
    pushMaterials(pushBody(files, accounts, kuaishouType))
      .then((answer) => {
        setTaskId(answer.task_id);
        void message.success(`已提交 ${answer.item_count} 次推送`);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const retry = () => {
    if (taskId === undefined) return;
    setBusy(true);
    retryPush(taskId)
      .then(async (answer) => {
        void message.success(`已重新推送 ${answer.retried} 项`);
        await client.invalidateQueries({ queryKey: PUSH_KEYS.task(taskId) });
        await client.invalidateQueries({ queryKey: PUSH_KEYS.items(taskId) });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const close = () => {
    if (taskId !== undefined) void client.invalidateQueries({ queryKey: MATERIALS_KEY });
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
            key="push"
            type="primary"
            loading={busy}
            disabled={chosen === 0 || unpushable(files).length > 0}
            onClick={submit}
          >
            推送
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
      title={taskId === undefined ? '推送素材到媒体账户' : '推送进度'}
      width={860}
      onCancel={close}
      maskClosable={false}
      footer={footer}
    >
      {taskId === undefined ? (
        <PushAccountForm
          files={files}
          accounts={accounts}
          onAccounts={setAccounts}
          kuaishouType={kuaishouType}
          onKuaishouType={setKuaishouType}
        />
      ) : (
        <PushProgress taskId={taskId} />
      )}
    </Modal>
  );
}
