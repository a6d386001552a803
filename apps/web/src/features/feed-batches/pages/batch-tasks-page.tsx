import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { BatchCreated } from '@toufang/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { BatchKind } from '../api';
import { AssetCreateModal } from '../components/asset-create-modal';
import { AvatarSubmitModal } from '../components/avatar-submit-modal';
import { BatchTabs } from '../components/batch-tabs';

/**
 * 授权任务 `/userList/task` (spec 000 §2, ability auth:transfer): batches that create 事件管理
 * assets in, or set the avatar of, many Ocean Engine accounts, with their progress and results.
 */
export function BatchTasksPage() {
  const [dialog, setDialog] = useState<{ kind: BatchKind; done: (c: BatchCreated) => void }>();
  const close = () => setDialog(undefined);
  return (
    <Card title="授权任务" variant="borderless">
      <BatchTabs
        mine={false}
        canRetry
        actions={(opened) => (
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'asset', done: (c) => opened('asset', c) })}
            >
              创建资产
            </Button>
            <Button
              icon={<PictureOutlined />}
              onClick={() => setDialog({ kind: 'avatar', done: (c) => opened('avatar', c) })}
            >
              设置头像
            </Button>
          </>
        )}
      />
      <AssetCreateModal open={dialog?.kind === 'asset'} onClose={close} onCreated={dialog?.done} />
      <AvatarSubmitModal
        open={dialog?.kind === 'avatar'}
        onClose={close}
        onCreated={dialog?.done}
      />
    </Card>
  );
}
