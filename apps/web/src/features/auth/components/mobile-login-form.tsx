import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { loginWithSmsCode, requestSmsCode } from '../api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useCountdown } from '../hooks/use-countdown';
import { loginErrorText } from '../login-error';
import { FormError } from './form-error';
import { SPINNER_DELAY } from '../../../components/spinner-delay';

interface MobileLoginValues {
  mobile: string;
  code: string;
}

/** A mainland mobile number: 11 digits starting with 1. */
export const CN_MOBILE = /^1\d{10}$/;
const SMS_CODE = /^\d{6}$/;
/** Used when the server does not say how long to wait. */
const DEFAULT_RETRY_SECONDS = 60;
/** Shown once a code was asked for; the server answers alike for every number (no enumeration). */
export const SMS_CODE_SENT = '验证码已发送，请查收短信';

/** 手机登录 (spec 000 §7: /public/user/smscode then /public/user/login). */
export function MobileLoginForm() {
  const [form] = Form.useForm<MobileLoginValues>();
  const completeLogin = useCompleteLogin();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [codeSent, setCodeSent] = useState(false);

  const sendCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      return; // the field shows its own message
    }
    setSending(true);
    setError(undefined);
    setCodeSent(false);
    try {
      const { retry_after } = await requestSmsCode(mobile);
      start(retry_after > 0 ? retry_after : DEFAULT_RETRY_SECONDS);
      setCodeSent(true);
    } catch (failure) {
      setError(loginErrorText(failure));
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ mobile, code }: MobileLoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      completeLogin(await loginWithSmsCode(mobile, code), '');
    } catch (failure) {
      setError(loginErrorText(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit}>
      <Form.Item
        name="mobile"
        validateTrigger="onBlur"
        rules={[{ pattern: CN_MOBILE, required: true, message: '请输入正确的手机号' }]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item
        extra={codeSent ? <Typography.Text type="success">{SMS_CODE_SENT}</Typography.Text> : null}
      >
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[{ pattern: SMS_CODE, required: true, message: '请输入 6 位验证码' }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder="验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          {/* Text instead of antd's loading icon: the icon's exit animation can outlive the
              request on a disabled button and would linger beside the countdown. */}
          <Button
            onClick={() => void sendCode()}
            disabled={sending || remaining > 0}
            style={{ width: 120 }}
          >
            {sending ? '发送中…' : remaining > 0 ? `${remaining} 秒后重试` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting && SPINNER_DELAY}>
        登录
      </Button>
      <FormError text={error} />
    </Form>
  );
}
