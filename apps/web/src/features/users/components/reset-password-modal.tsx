import { useMutation } from '@tanstack/react-query';
import type { UserRow } from '@toufang/contracts';
import { App, Form, Modal, Typography } from 'antd';
import { showFormError } from '../../../components/form-errors';
import { editUser } from '../api';
import { PasswordFields } from './password-fields';

const FIELDS = ['password'] as const;

interface ResetPasswordValues {
  password?: string;
  confirm?: string;
}

export interface ResetPasswordModalProps {
  open: boolean;
  user: UserRow | undefined;
  onClose: () => void;
}

/** 重置密码: a new password typed twice; the server then signs the user out everywhere. */
export function ResetPasswordModal({ open, user, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const { message } = App.useApp();
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => editUser({ id, password }),
    onSuccess: () => {
      message.success('密码已重置，该用户需使用新密码重新登录');
      onClose();
    },
    onError: (error) => showFormError(form, error, FIELDS),
  });

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields().catch(() => undefined);
    if (values?.password === undefined) return;
    reset.mutate({ id: user.id, password: values.password });
  };

  return (
    <Modal
      open={open}
      title="重置密码"
      okText="重置"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {user ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          为用户{' '}
          <Typography.Text strong>
            {user.nick_name}（{user.username}）
          </Typography.Text>{' '}
          设置新密码，重置后其登录状态立即失效。
        </Typography.Paragraph>
      ) : null}
      <Form<ResetPasswordValues> form={form} layout="vertical" preserve={false} autoComplete="off">
        <PasswordFields label="新密码" />
      </Form>
    </Modal>
  );
}
