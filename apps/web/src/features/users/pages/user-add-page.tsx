import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { UserAddBodySchema, UsernameSchema } from '@toufang/contracts';
import { App, Button, Card, Form, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../../components/form-errors';
import { useFormMutation } from '../../../components/use-form-mutation';
import { gameSelectOptions, useConfigOptions } from '../../config-data';
import { addUser, USER_KEYS } from '../api';
import { MobileField } from '../components/mobile-field';
import { NickNameField } from '../components/nick-name-field';
import { PasswordFields } from '../components/password-fields';
import { RolesField } from '../components/roles-field';
import { useDepartmentOptions } from '../hooks/use-department-options';
import { USER_LIST_PATH } from '../paths';
import { SPINNER_DELAY } from '../../../components/spinner-delay';

const FIELDS = [
  'username',
  'nick_name',
  'password',
  'mobile',
  'dept_id',
  'role_ids',
  'game_ids',
] as const;

interface UserAddValues {
  username?: string;
  nick_name?: string;
  password?: string;
  confirm?: string;
  mobile?: string;
  dept_id?: number;
  role_ids?: number[];
  game_ids?: number[];
}

/** 新增用户 `/user/showAcc/add` (spec 000 §2, §6: users can be added). */
export function UserAddPage() {
  const [form] = Form.useForm<UserAddValues>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const departments = useDepartmentOptions();
  const config = useConfigOptions();
  const backToList = () => void navigate(USER_LIST_PATH);

  const { sendValues, saving } = useFormMutation({
    form,
    schema: UserAddBodySchema,
    fields: FIELDS,
    conflicts: { 用户名: 'username', 手机号: 'mobile' },
    toBody: ({ confirm: _confirm, ...values }) => values,
    send: addUser,
    onSaved: async () => {
      message.success('新增成功');
      await queryClient.invalidateQueries({ queryKey: USER_KEYS.list });
      backToList();
    },
  });

  return (
    <Card
      variant="borderless"
      title={
        <Space size={8}>
          <Button
            type="text"
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label="返回"
            onClick={backToList}
          />
          新增用户
        </Space>
      }
    >
      <Form<UserAddValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        wrapperCol={{ flex: '480px' }}
        autoComplete="off"
        onFinish={sendValues}
        style={{ maxWidth: 640, paddingTop: 8 }}
      >
        <Form.Item
          name="username"
          label="用户名"
          extra="登录账号，3–32 位字母、数字、下划线、点或短横线，创建后不可修改"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名' },
            schemaRule(UsernameSchema),
          ]}
        >
          <Input maxLength={32} placeholder="如 zhangsan" autoComplete="off" autoFocus />
        </Form.Item>
        <NickNameField />
        <PasswordFields label="密码" />
        <MobileField />
        <Form.Item name="dept_id" label="部门">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={departments.loading}
            options={departments.options}
            placeholder="请选择部门"
          />
        </Form.Item>
        <RolesField />
        <Form.Item name="game_ids" label="负责游戏">
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={config.isLoading}
            options={gameSelectOptions(config.data?.games ?? [])}
            placeholder="搜索游戏名称或游戏ID"
          />
        </Form.Item>
        {/* An empty label keeps the buttons in line with the fields. */}
        <Form.Item label=" " colon={false}>
          <Space size={8}>
            <Button type="primary" htmlType="submit" loading={saving && SPINNER_DELAY}>
              提交
            </Button>
            <Button onClick={backToList}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
