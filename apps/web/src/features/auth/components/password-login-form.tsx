import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { loginWithPassword } from '../api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { loginErrorText } from '../login-error';
import { FormError } from './form-error';
import { SPINNER_DELAY } from '../../../components/spinner-delay';

interface PasswordLoginValues {
  username?: string;
  password?: string;
}

/** 账号登录 (spec 000 §4). spec 000 §5: no client-side validation; the server's answer is shown. */
export function PasswordLoginForm() {
  const completeLogin = useCompleteLogin();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async ({ username = '', password = '' }: PasswordLoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const userName = username.trim();
      completeLogin(await loginWithPassword(userName, password), userName);
    } catch (failure) {
      setError(loginErrorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordLoginValues> size="large" onFinish={submit} autoComplete="on">
      <Form.Item name="username">
        <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password">
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting && SPINNER_DELAY}>
        登录
      </Button>
      <FormError text={error} />
    </Form>
  );
}
