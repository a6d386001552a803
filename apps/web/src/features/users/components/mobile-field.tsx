import { MobileSchema } from '@toufang/contracts';
import { Form, Input } from 'antd';
import { schemaRule } from '../../../components/form-errors';

/** 手机号 (`mobile`) of the user forms; optional. */
export function MobileField() {
  return (
    <Form.Item
      name="mobile"
      label="手机号"
      extra="用于短信验证码登录，可留空"
      rules={[schemaRule(MobileSchema)]}
    >
      <Input maxLength={11} allowClear placeholder="11 位手机号" />
    </Form.Item>
  );
}
