import { NickNameSchema } from '@toufang/contracts';
import { Form, Input } from 'antd';
import { schemaRule } from '../../../components/form-errors';

/** 姓名 (`nick_name`) of the user forms. */
export function NickNameField() {
  return (
    <Form.Item
      name="nick_name"
      label="姓名"
      rules={[
        { required: true, whitespace: true, message: '请输入姓名' },
        schemaRule(NickNameSchema),
      ]}
    >
      <Input maxLength={32} placeholder="请输入姓名" />
    </Form.Item>
  );
}
