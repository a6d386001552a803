import { UserEditBodySchema } from '@toufang/contracts';
import type { UserRow } from '@toufang/contracts';
import { App, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useFormMutation } from '../../../components/use-form-mutation';
import { editUser } from '../api';
import { useInvalidateUsers } from '../hooks/use-invalidate-users';
import { MobileField } from './mobile-field';
import { NickNameField } from './nick-name-field';
import { RolesField } from './roles-field';
import { SPINNER_DELAY } from '../../../components/spinner-delay';

const FIELDS = ['nick_name', 'mobile', 'role_ids', 'ks_boost_admin'] as const;

interface UserEditValues {
  nick_name?: string;
  mobile?: string;
  role_ids?: number[];
  ks_boost_admin?: boolean;
}

export interface UserEditDrawerProps {
  open: boolean;
  user: UserRow | undefined;
  onClose: () => void;
}

/** 编辑用户: name, mobile, roles and the 快手星图管理员 flag (spec 000 §3 ks_boost_admin). */
export function UserEditDrawer({ open, user, onClose }: UserEditDrawerProps) {
  const [form] = Form.useForm<UserEditValues>();
  const { message } = App.useApp();
  const invalidateUsers = useInvalidateUsers();
  const { submit: submitForm, saving } = useFormMutation({
    form,
    schema: UserEditBodySchema,
    fields: FIELDS,
    conflicts: { 手机号: 'mobile' },
    toBody: (values) => ({ ...values, id: user?.id }),
    send: editUser,
    onSaved: async () => {
      message.success('保存成功');
      onClose();
      await invalidateUsers();
    },
  });
  const submit = () => {
    if (user) void submitForm();
  };

  return (
    <Drawer
      open={open}
      title={user ? `编辑用户 · ${user.username}` : '编辑用户'}
      size={480}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving && SPINNER_DELAY} onClick={submit}>
            保存
          </Button>
        </Space>
      }
    >
      {user ? (
        <Form<UserEditValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            nick_name: user.nick_name,
            mobile: user.mobile ?? '',
            role_ids: user.roles.map((role) => role.id),
            ks_boost_admin: user.ks_boost_admin,
          }}
        >
          <Form.Item label="用户名">
            <Input value={user.username} disabled />
          </Form.Item>
          <NickNameField />
          <MobileField />
          <RolesField />
          <Form.Item name="ks_boost_admin" label="快手星图管理员" valuePropName="checked">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}
