import { useMutation } from '@tanstack/react-query';
import {
  CategoryCreateBodySchema,
  CategoryUpdateBodySchema,
  ERROR_CODES,
  type CategoryItem,
} from '@toufang/contracts';
import { App, Form, Input } from 'antd';
import { ApiError } from '../../../api/client';
import { parseFormBody, showFormError } from '../../../components/form-errors';
import { FormModal } from '../../../components/form-modal';
import { createCategory, updateCategory } from '../api';
import type { ChannelIdsDefinition } from '../medium-definitions';

interface Values {
  name: string;
  remark?: string;
}

const FIELDS = ['name', 'remark'] as const;

export interface CategoryFormModalProps {
  definition: ChannelIdsDefinition;
  /** The category being edited; none to create one. */
  editing?: CategoryItem;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}

/** 新建 / 编辑渠道分类 (`/category/create`, `/category/update`). */
export function CategoryFormModal({
  definition,
  editing,
  onSaved,
  onClose,
}: CategoryFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (editing) {
        const body = parseFormBody(
          form,
          CategoryUpdateBodySchema,
          { ...values, id: editing.id },
          FIELDS,
        );
        return body ? updateCategory(body) : null;
      }
      const body = parseFormBody(
        form,
        CategoryCreateBodySchema,
        { ...values, medium: definition.medium },
        FIELDS,
      );
      return body ? createCategory(body) : null;
    },
    onSuccess: async (answer) => {
      if (!answer) return;
      void message.success(editing ? '保存成功' : '新建成功');
      onClose();
      await onSaved();
    },
    onError: (error) => {
      // A taken name belongs on the name field.
      if (error instanceof ApiError && error.code === ERROR_CODES.CATEGORY_EXISTS.code) {
        form.setFields([{ name: 'name', errors: [error.message] }]);
        return;
      }
      showFormError(form, error, FIELDS);
    },
  });
  return (
    <FormModal<Values>
      open
      title={editing ? '编辑渠道分类' : `新建渠道分类（${definition.platform}）`}
      okText="保存"
      form={form}
      initialValues={editing ? { name: editing.name, remark: editing.remark } : {}}
      saving={save.isPending}
      onSubmit={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="分类名称"
        rules={[
          { required: true, whitespace: true, message: '请填写分类名称' },
          { max: 50, message: '分类名称不能超过 50 个字符' },
        ]}
      >
        <Input placeholder="如 星图达人、某代理商" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="remark"
        label="备注"
        rules={[{ max: 200, message: '备注不能超过 200 个字符' }]}
      >
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
