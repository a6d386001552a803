import {
  CreateReportViewBodySchema,
  REPORT_VIEW_NAME_MAX,
  UpdateReportViewBodySchema,
  type CreateReportViewBody,
  type ReportScope,
  type ReportView,
  type UpdateReportViewBody,
} from '@toufang/contracts';
import { App, Checkbox, Form, Input } from 'antd';
import type { SafeParser } from '../../../components/form-errors';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { createReportView, updateReportView } from '../api';
import { useRefreshReportViews } from '../hooks/use-report-views';

const FIELDS = ['name', 'shared', 'fields'] as const;

type ViewBody = CreateReportViewBody | UpdateReportViewBody;

const bodySchema = (editing: boolean): SafeParser<ViewBody> =>
  editing ? UpdateReportViewBodySchema : CreateReportViewBodySchema;

interface ViewValues {
  name?: string;
  shared?: boolean;
  /** Edit only: the view takes the table's current columns. */
  useCurrent?: boolean;
}

export interface ViewFormModalProps {
  open: boolean;
  scope: ReportScope;
  /** The view to edit; without it the dialog saves a new view. */
  view?: ReportView;
  /** The columns the table shows now. */
  currentFields: readonly string[];
  onClose: () => void;
}

/** 保存为视图 / 编辑视图: a name of up to 30 characters and 团队共享 (spec 001 §2 custom columns). */
export function ViewFormModal({ open, scope, view, currentFields, onClose }: ViewFormModalProps) {
  const [form] = Form.useForm<ViewValues>();
  const { message } = App.useApp();
  const refresh = useRefreshReportViews(scope);
  const editing = view !== undefined;
  const { submit, saving } = useFormMutation<ViewValues, ViewBody>({
    form,
    schema: bodySchema(editing),
    fields: FIELDS,
    conflicts: { 视图名称: 'name' },
    toBody: (values) =>
      view
        ? {
            id: view.id,
            name: values.name ?? '',
            shared: values.shared ?? false,
            ...(values.useCurrent ? { fields: [...currentFields] } : {}),
          }
        : {
            ...scope,
            name: values.name ?? '',
            shared: values.shared ?? false,
            fields: [...currentFields],
          },
    send: (body) => ('id' in body ? updateReportView(body) : createReportView(body)),
    onSaved: async () => {
      void message.success('视图已保存');
      onClose();
      await refresh();
    },
  });
  return (
    <FormModal<ViewValues>
      open={open}
      title={editing ? '编辑视图' : '保存为视图'}
      okText="保存"
      form={form}
      initialValues={{ name: view?.name ?? '', shared: view?.shared ?? false, useCurrent: false }}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitOnEnter
    >
      <Form.Item
        name="name"
        label="视图名称"
        rules={[{ required: true, whitespace: true, message: '请输入视图名称' }]}
      >
        <Input
          maxLength={REPORT_VIEW_NAME_MAX}
          showCount
          placeholder={`最多 ${REPORT_VIEW_NAME_MAX} 个字符`}
          autoFocus
        />
      </Form.Item>
      <Form.Item name="shared" valuePropName="checked" extra="共享后团队成员都能使用此视图">
        <Checkbox>团队共享</Checkbox>
      </Form.Item>
      {editing && (
        <Form.Item name="useCurrent" valuePropName="checked">
          <Checkbox>用当前的列覆盖此视图</Checkbox>
        </Form.Item>
      )}
    </FormModal>
  );
}
