import { useMutation } from '@tanstack/react-query';
import type { RoleRow } from '@toufang/contracts';
import { App, Button, Modal, Skeleton, Tag, Transfer, Typography } from 'antd';
import type { TransferProps } from 'antd';
import { useMemo, useState } from 'react';
import { setRoleUsers } from '../api';
import { useRefreshRoles, useUserOptions } from '../hooks/use-permission-data';
import { matchesUser, memberIds, userTransferItems } from '../role-rules';
import type { UserTransferItem } from '../role-rules';
import { SPINNER_DELAY } from '../../../components/spinner-delay';

export interface RoleUsersModalProps {
  open: boolean;
  role: RoleRow | null;
  onClose: () => void;
}

type TargetKeys = NonNullable<TransferProps<UserTransferItem>['targetKeys']>;

/** 分配用户: every user in a Transfer; saving replaces the role's members. */
export function RoleUsersModal({ open, role, onClose }: RoleUsersModalProps) {
  return (
    <Modal
      open={open}
      title={role === null ? '分配用户' : `分配用户：${role.title}`}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {role === null ? null : <RoleUsersEditor key={role.id} role={role} onClose={onClose} />}
    </Modal>
  );
}

function RoleUsersEditor({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { message } = App.useApp();
  const usersQuery = useUserOptions();
  const refresh = useRefreshRoles();
  const [edited, setEdited] = useState<TargetKeys | null>(null);
  const items = useMemo(() => userTransferItems(usersQuery.data ?? []), [usersQuery.data]);
  const targetKeys = edited ?? role.user_ids.map(String);

  const save = useMutation({
    mutationFn: () => setRoleUsers(role.id, memberIds(targetKeys)),
    onSuccess: async () => {
      void message.success('成员已保存');
      await refresh();
      onClose();
    },
  });

  if (usersQuery.isLoading)
    return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: '16px 0' }} />;

  return (
    <>
      <Transfer<UserTransferItem>
        dataSource={items}
        targetKeys={targetKeys}
        onChange={(keys) => setEdited(keys)}
        titles={['未分配', '已分配']}
        showSearch={{ placeholder: '搜索姓名或用户名' }}
        filterOption={(input, item) => matchesUser(input, item)}
        render={(item) => (
          <span>
            {item.nickName}
            <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
              {item.username}
            </Typography.Text>
            {item.inactive ? (
              <Tag style={{ marginInlineStart: 6 }} bordered={false}>
                已禁用
              </Tag>
            ) : null}
          </span>
        )}
        locale={{ itemUnit: '人', itemsUnit: '人', notFoundContent: '暂无用户' }}
        styles={{ section: { width: 330, height: 420 } }}
        style={{ marginTop: 16 }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={onClose}>取消</Button>
        <Button
          type="primary"
          loading={save.isPending && SPINNER_DELAY}
          onClick={() => save.mutate()}
        >
          保存
        </Button>
      </div>
    </>
  );
}
