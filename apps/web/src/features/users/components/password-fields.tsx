import { PasswordSchema } from '@toufang/contracts';
import { Form, Input } from 'antd';
import { schemaRule } from '../../../components/form-errors';
import { confirmPasswordRule, PASSWORD_HINT } from '../password-rules';

export interface PasswordFieldsProps {
  /** What the password is called, e.g. 密码 or 新密码; the confirmation is 确认 + label. */
  label: string;
}

/** `password` and its confirmation `confirm`, typed twice (新增用户, 重置密码). */
export function PasswordFields({ label }: PasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        extra={PASSWORD_HINT}
        rules={[{ required: true, message: `请输入${label}` }, schemaRule(PasswordSchema)]}
      >
        <Input.Password autoComplete="new-password" placeholder={`请输入${label}`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={`确认${label}`}
        dependencies={['password']}
        rules={[{ required: true, message: `请再次输入${label}` }, confirmPasswordRule('password')]}
      >
        <Input.Password autoComplete="new-password" placeholder={`请再次输入${label}`} />
      </Form.Item>
    </>
  );
}
