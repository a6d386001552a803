import { useMutation } from '@tanstack/react-query';
import type { CreationItemRow } from '@toufang/contracts';
import { App, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { editItem } from '../api';
import { errorText } from '../error-text';
import type { WizardDefinition } from '../wizard/wizard-definition';

interface EditForm {
  name: string;
  parent_name: string;
  titles: string[];
  budget: number | null;
  bid: number | null;
}

/** Only what changed is sent (spec 002 §7 task/edit), names and titles trimmed. */
export function changedFields(item: CreationItemRow, input: EditForm) {
  const fields: Record<string, unknown> = {};
  if (input.name.trim() !== item.name) fields.name = input.name.trim();
  if (input.parent_name.trim() !== item.parent_name) fields.parent_name = input.parent_name.trim();
  const titles = input.titles.map((t) => t.trim()).filter((t) => t !== '');
  if (titles.join('\n') !== item.titles.join('\n')) fields.titles = titles;
  if ((input.budget ?? null) !== item.budget) fields.budget = input.budget ?? null;
  if ((input.bid ?? null) !== item.bid) fields.bid = input.bid ?? null;
  return fields;
}

/** 修改 a failed item and send it again (spec 002 §7 task/edit). */
export function ItemEditModal({
  definition,
  taskId,
  item,
  onClose,
  onSaved,
}: {
  definition: WizardDefinition;
  taskId: number;
  item: CreationItemRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditForm>();
  const save = useMutation({
    mutationFn: (fields: Record<string, unknown>) =>
      editItem(definition.medium, { task_id: taskId, item_id: item.item_id, fields }),
    onSuccess: () => {
      void message.success('已修改并重新提交');
      onSaved();
    },
  });
  const submit = async () => {
    const input = await form.validateFields();
    const fields = changedFields(item, input);
    if (Object.keys(fields).length === 0) {
      form.setFields([{ name: 'name', errors: ['请至少修改一项'] }]);
      return;
    }
    save.mutate(fields);
  };
  return (
    <Modal
      open
      title={`修改失败项 #${item.seq}`}
      width={640}
      okText="修改并重试"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {item.error_message ? (
        <Typography.Paragraph type="danger">失败原因：{item.error_message}</Typography.Paragraph>
      ) : null}
      <Form<EditForm>
        form={form}
        layout="vertical"
        initialValues={{
          name: item.name,
          parent_name: item.parent_name,
          titles: item.titles,
          budget: item.budget,
          bid: item.bid,
        }}
      >
        <Form.Item
          name="parent_name"
          label="上级名称"
          rules={[{ required: true, whitespace: true, message: '名称不能为空' }]}
        >
          <Input aria-label="上级名称" />
        </Form.Item>
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '名称不能为空' }]}
        >
          <Input aria-label="名称" />
        </Form.Item>
        <Form.Item
          name="titles"
          label="标题"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少保留一个标题' }]}
        >
          <Select mode="tags" aria-label="标题" open={false} />
        </Form.Item>
        <Form.Item name="budget" label="预算（元）">
          <InputNumber aria-label="预算" min={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="bid" label="出价（元）">
          <InputNumber aria-label="出价" min={0} style={{ width: 200 }} />
        </Form.Item>
        {save.isError ? (
          <Typography.Text type="danger">{errorText(save.error)}</Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
