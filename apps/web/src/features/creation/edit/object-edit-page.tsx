import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditObjectAnswer, EditValuesBody } from '@toufang/contracts';
import {
  checkEditValues,
  diffEdit,
  EDIT_FIELD_LABELS,
  EDIT_NO_CHANGE_MESSAGE,
  findEditDefinition,
  shanghaiDate,
  unsupportedEditMessage,
  type EditDefinition,
  type EditDiffRow,
  type EditRoute,
  type EditValues,
} from '@toufang/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Modal,
  Result,
  Space,
  Spin,
  Table,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RequestError } from '../../../api/errors';
import { ApiError } from '../../../api/errors';
import { WizardField } from '../wizard/wizard-field';
import { editKey, loadEditObject, saveEditObject } from './api';
import { EditCreativeFields } from './edit-creative-fields';
import { placementLabels } from './edit-wizard-fields';
import {
  CREATIVE_LIST_ELSEWHERE_MESSAGE,
  editFieldDefs,
  PROJECT_SETS_BID_HELP,
} from './edit-fields';

// The edit page of every medium (spec 002 §2, §4): the object read from its medium into a form
// drawn from its edit definition, the difference previewed before → after per field, then saved
// through the server's write path. A (route, type) without a definition says so in Chinese.

const ID_PATTERN = /^[1-9]\d{0,19}$/;

/** The Chinese text of a failed call, with every problem the server listed. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.details.length > 0) return error.details.join('；');
  if (error instanceof RequestError) return error.display;
  return error instanceof Error ? error.message : String(error);
}

const wrapAnywhere = () => ({ style: { overflowWrap: 'anywhere' as const } });

export function ObjectEditPage({ route }: { route: EditRoute }) {
  const { type = '', id = '' } = useParams();
  const navigate = useNavigate();
  const back = <Button onClick={() => navigate(-1)}>返回</Button>;
  const definition = findEditDefinition(route, type);
  if (!definition) {
    return (
      <Result
        status="warning"
        title="无法编辑"
        subTitle={unsupportedEditMessage(route, type)}
        extra={back}
      />
    );
  }
  if (!ID_PATTERN.test(id)) {
    return (
      <Result
        status="warning"
        title="无法编辑"
        subTitle="对象ID须为不以0开头的正整数"
        extra={back}
      />
    );
  }
  return <EditLoader key={`${route}/${type}/${id}`} definition={definition} id={id} />;
}

function EditLoader({ definition, id }: { definition: EditDefinition; id: string }) {
  const navigate = useNavigate();
  const { route, type } = definition;
  const query = useQuery({
    queryKey: editKey(route, type, id),
    queryFn: () => loadEditObject(route, type, id),
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) {
    return (
      <Card variant="borderless">
        <Spin tip={`正在从媒体读取${definition.label}…`}>
          <div style={{ height: 120 }} />
        </Spin>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={`读取${definition.label}失败`}
        subTitle={failureText(query.error)}
        extra={
          <Space>
            <Button onClick={() => query.refetch()}>重试</Button>
            <Button onClick={() => navigate(-1)}>返回</Button>
          </Space>
        }
      />
    );
  }
  return <EditForm definition={definition} object={query.data} />;
}

function EditForm({
  definition,
  object,
}: {
  definition: EditDefinition;
  object: EditObjectAnswer;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const [preview, setPreview] = useState<{ diff: EditDiffRow[]; values: EditValuesBody }>();
  const [problems, setProblems] = useState<string[]>([]);
  const fields = editFieldDefs(object);

  useEffect(() => {
    if (object.creative_list_elsewhere) void message.info(CREATIVE_LIST_ELSEWHERE_MESSAGE);
  }, [object.creative_list_elsewhere, message]);

  const save = useMutation({
    mutationFn: (values: EditValuesBody) =>
      saveEditObject(definition.route, definition.type, object.id, values),
    onSuccess: async (answer) => {
      client.setQueryData(editKey(definition.route, definition.type, object.id), answer.object);
      form.setFieldsValue(answer.object.values);
      // The delivery screens show the saved values at once.
      await client.invalidateQueries({ queryKey: ['delivery'] });
      if (answer.errors.length === 0) {
        setPreview(undefined);
        void message.success('保存成功');
        return;
      }
      setProblems(
        answer.errors.map((e) => `${EDIT_FIELD_LABELS[e.field as 'name']}：${e.message}`),
      );
    },
  });

  const openPreview = async () => {
    const values = await form.validateFields();
    const diff = diffEdit(definition, object.values, values, placementLabels(definition.family));
    if (diff.length === 0) {
      void message.warning(EDIT_NO_CHANGE_MESSAGE);
      return;
    }
    const errors = checkEditValues(definition, object.values, values, {
      today: shanghaiDate(new Date()),
      startDate: object.start_date,
    });
    save.reset();
    setProblems(errors.map((e) => `${EDIT_FIELD_LABELS[e.field]}：${e.message}`));
    setPreview({
      diff,
      values: Object.fromEntries(diff.map((row) => [row.field, values[row.field] ?? null])),
    });
  };

  return (
    <Card
      variant="borderless"
      title={`编辑${object.label}`}
      extra={<Button onClick={() => navigate(-1)}>返回</Button>}
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'id', label: `${object.label}ID`, children: object.id },
          { key: 'advertiser', label: '账户ID', children: object.advertiser_id },
          // Carried by the object, not changed here (a promotion's 品牌 and 衍生创意).
          ...object.shown.map((item) => ({
            key: `shown:${item.label}`,
            label: item.label,
            children: item.value,
          })),
        ]}
      />
      {object.mirror_changes.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`该${object.label}在媒体上已有变更，以下按媒体当前的值加载（本系统的记录已同步更新）`}
          description={
            <ul aria-label="媒体上的变更" style={{ margin: 0, paddingLeft: 20 }}>
              {object.mirror_changes.map((c) => (
                <li key={c.field}>
                  {c.label}：{c.before} → {c.after}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {object.creative_list_elsewhere ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={CREATIVE_LIST_ELSEWHERE_MESSAGE}
        />
      ) : null}
      {object.project_custom === 'ON' && object.fields.includes('cpaBid') ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={PROJECT_SETS_BID_HELP} />
      ) : null}
      {fields.length === 0 && object.creative_rule === null ? (
        <Empty description="此处没有可修改的字段" />
      ) : (
        <Form<EditValues>
          form={form}
          initialValues={object.values}
          labelCol={{ flex: '120px' }}
          style={{ maxWidth: 720 }}
        >
          {fields.map((field) => (
            <WizardField key={field.name.join('.')} field={field} />
          ))}
          <EditCreativeFields object={object} />
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" onClick={() => void openPreview().catch(() => undefined)}>
                预览修改
              </Button>
              <Button onClick={() => form.setFieldsValue(object.values)}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Modal
        open={preview !== undefined}
        title="修改预览"
        okText="确认保存"
        cancelText="取消"
        width={640}
        onCancel={() => setPreview(undefined)}
        onOk={() => preview && save.mutate(preview.values)}
        okButtonProps={{ disabled: problems.length > 0 }}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Table<EditDiffRow>
          rowKey="field"
          size="small"
          pagination={false}
          // Long file names and ids wrap inside the dialog instead of widening the table.
          tableLayout="fixed"
          dataSource={preview?.diff ?? []}
          columns={[
            { title: '字段', dataIndex: 'label', width: 90 },
            { title: '修改前', dataIndex: 'before', onCell: wrapAnywhere },
            { title: '修改后', dataIndex: 'after', onCell: wrapAnywhere },
          ]}
        />
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            message="以下修改无法保存"
            description={problems.join('；')}
          />
        ) : null}
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            message="保存失败"
            description={failureText(save.error)}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
