import { useMutation } from '@tanstack/react-query';
import type { UserRow } from '@toufang/contracts';
import { App, Form, Modal, Select, Typography } from 'antd';
import { gameSelectOptions, useConfigOptions } from '../../config-data';
import { assignGames } from '../api';
import { useInvalidateUsers } from '../hooks/use-invalidate-users';

interface AssignGamesValues {
  game_ids?: number[];
}

export interface AssignGamesModalProps {
  open: boolean;
  user: UserRow | undefined;
  onClose: () => void;
}

/** 分配游戏: the games a user is responsible for; the chosen list replaces the current one. */
export function AssignGamesModal({ open, user, onClose }: AssignGamesModalProps) {
  const [form] = Form.useForm<AssignGamesValues>();
  const { message } = App.useApp();
  const config = useConfigOptions();
  const invalidateUsers = useInvalidateUsers();
  const chosen = Form.useWatch('game_ids', form) ?? [];
  const assign = useMutation({
    mutationFn: ({ userId, gameIds }: { userId: number; gameIds: number[] }) =>
      assignGames(userId, gameIds),
    onSuccess: async () => {
      message.success('游戏分配成功');
      onClose();
      await invalidateUsers();
    },
  });

  const submit = () => {
    if (!user) return;
    assign.mutate({
      userId: user.id,
      gameIds: (form.getFieldValue('game_ids') as number[] | undefined) ?? [],
    });
  };

  return (
    <Modal
      open={open}
      title="分配游戏"
      okText="保存"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      {user ? (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            为{' '}
            <Typography.Text strong>
              {user.nick_name}（{user.username}）
            </Typography.Text>{' '}
            选择负责的游戏，已选 {chosen.length} 个。
          </Typography.Paragraph>
          <Form<AssignGamesValues>
            form={form}
            preserve={false}
            initialValues={{ game_ids: user.games.map((game) => game.id) }}
          >
            <Form.Item name="game_ids" noStyle>
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={config.isLoading}
                options={gameSelectOptions(config.data?.games ?? [], user.games)}
                placeholder="搜索游戏名称或游戏ID"
                notFoundContent={config.isLoading ? '加载中…' : '没有匹配的游戏'}
                style={{ width: '100%' }}
                autoFocus
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
