import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { gameSelectOptions, useConfigOptions } from '../../config-data';
import { assignAdvertisersToGame } from '../api';
import { useRefreshAccounts } from '../hooks/use-account-changes';

export interface AssignGameModalProps {
  open: boolean;
  /** The accounts to assign (one row or a selection). */
  ids: readonly number[];
  /** The current game when one account is assigned. */
  currentGameId?: number | null;
  onClose: () => void;
  onDone?: () => void;
}

/** 分配游戏: the game (项目) the accounts belong to; its users then see them. Empty clears it. */
export function AssignGameModal({
  open,
  ids,
  currentGameId,
  onClose,
  onDone,
}: AssignGameModalProps) {
  const { message } = App.useApp();
  const config = useConfigOptions();
  const refresh = useRefreshAccounts();
  const [gameId, setGameId] = useState<number | null | undefined>(undefined);
  const chosen = gameId === undefined ? (currentGameId ?? null) : gameId;
  const assign = useMutation({
    mutationFn: () => assignAdvertisersToGame(ids, chosen),
    onSuccess: async () => {
      void message.success(chosen === null ? '已取消分配' : '分配成功');
      setGameId(undefined);
      onClose();
      onDone?.();
      await refresh();
    },
  });
  const close = () => {
    setGameId(undefined);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="分配游戏"
      okText="保存"
      onOk={() => assign.mutate()}
      onCancel={close}
      confirmLoading={assign.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={480}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        将所选 {ids.length} 个账户分配到游戏，负责该游戏的用户可以看到这些账户。
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="游戏">
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={chosen ?? undefined}
            onChange={(value) => setGameId(value ?? null)}
            loading={config.isLoading}
            options={gameSelectOptions(config.data?.games ?? [])}
            placeholder="不分配游戏"
            notFoundContent={config.isLoading ? '加载中…' : '没有匹配的游戏'}
            aria-label="游戏"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
