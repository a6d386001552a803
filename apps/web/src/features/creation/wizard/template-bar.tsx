import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreationTemplateListRow } from '@toufang/contracts';
import { App, Button, Flex, Form, Input, Modal, Radio, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  collectTemplate,
  creationKey,
  deleteTemplate,
  getTemplate,
  listTemplates,
  saveTemplate,
} from '../api';
import { errorText } from '../error-text';
import type { WizardDefinition } from './wizard-definition';
import type { WizardValues } from './wizard-values';

interface TemplateBarProps {
  definition: WizardDefinition;
  values: () => WizardValues;
  templateId: number | null;
  templateName: string | null;
  onLoad: (template: { id: number; name: string; content: Record<string, unknown> }) => void;
  onSaved: (template: { id: number; name: string }) => void;
  onReset: () => void;
}

/** 模板 (spec 002 §3 Template): start from a saved template, save the draft as one, reset. */
export function TemplateBar({
  definition,
  values,
  templateId,
  templateName,
  onLoad,
  onSaved,
  onReset,
}: TemplateBarProps) {
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<'load' | 'save'>();
  return (
    <Flex gap={8} align="center" wrap>
      {templateName ? (
        <Typography.Text type="secondary">当前模板：{templateName}</Typography.Text>
      ) : null}
      <Button onClick={() => setDialog('load')}>从模板创建</Button>
      <Button onClick={() => setDialog('save')}>保存为模板</Button>
      <Button
        onClick={() =>
          modal.confirm({
            title: '重置为默认设置？',
            content: '当前填写的账户、设置、素材和标题将被清空。',
            okText: '重置',
            okButtonProps: { danger: true },
            cancelText: '取消',
            onOk: () => {
              onReset();
              void message.success('已重置为默认设置');
            },
          })
        }
      >
        重置
      </Button>
      {dialog === 'load' ? (
        <TemplateListModal
          definition={definition}
          onCancel={() => setDialog(undefined)}
          onLoad={(template) => {
            onLoad(template);
            setDialog(undefined);
          }}
        />
      ) : null}
      {dialog === 'save' ? (
        <TemplateSaveModal
          definition={definition}
          values={values}
          templateId={templateId}
          templateName={templateName}
          onCancel={() => setDialog(undefined)}
          onSaved={(template) => {
            onSaved(template);
            setDialog(undefined);
          }}
        />
      ) : null}
    </Flex>
  );
}

function TemplateListModal({
  definition,
  onCancel,
  onLoad,
}: {
  definition: WizardDefinition;
  onCancel: () => void;
  onLoad: TemplateBarProps['onLoad'];
}) {
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [scope, setScope] = useState<'all' | 'collected'>('all');
  const listKey = creationKey(definition.medium, 'templates', scope, keyword);
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      listTemplates(
        definition.medium,
        {
          page: 1,
          per_page: 100,
          template_type: definition.templateType,
          keyword: keyword || undefined,
          collected: scope === 'collected' ? '1' : undefined,
        },
        signal,
      ),
  });
  const load = useMutation({
    mutationFn: (row: CreationTemplateListRow) => getTemplate(definition.medium, row.id),
    onSuccess: (template) =>
      onLoad({ id: template.id, name: template.template_name, content: template.content }),
  });
  const collect = useMutation({
    mutationFn: (row: CreationTemplateListRow) =>
      collectTemplate(definition.medium, row.id, !row.collected),
    onSuccess: async (answer, row) => {
      void message.success(
        answer.collected ? `已收藏「${row.template_name}」` : `已取消收藏「${row.template_name}」`,
      );
      await client.invalidateQueries({ queryKey: creationKey(definition.medium, 'templates') });
    },
    onError: (error) => void message.error(errorText(error)),
  });
  const remove = (row: CreationTemplateListRow) =>
    modal.confirm({
      title: `删除模板「${row.template_name}」？`,
      content: '删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteTemplate(definition.medium, row.id);
        void message.success('模板已删除');
        await client.invalidateQueries({ queryKey: creationKey(definition.medium, 'templates') });
      },
    });

  return (
    <Modal open title="从模板创建" width={760} footer={null} onCancel={onCancel} destroyOnHidden>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Segmented<'all' | 'collected'>
            aria-label="模板范围"
            value={scope}
            onChange={setScope}
            options={[
              { value: 'all', label: '全部模板' },
              { value: 'collected', label: '我的收藏' },
            ]}
          />
          <Input.Search
            allowClear
            aria-label="模板名称"
            placeholder="模板名称"
            style={{ width: 240 }}
            onSearch={setKeyword}
          />
        </Flex>
        <Table<CreationTemplateListRow>
          size="small"
          rowKey="id"
          loading={list.isFetching || load.isPending}
          dataSource={list.data?.list ?? []}
          pagination={false}
          scroll={{ y: 400 }}
          locale={{
            emptyText: list.isError
              ? '模板加载失败'
              : scope === 'collected'
                ? '还没有收藏的模板'
                : '还没有模板',
          }}
          columns={[
            {
              title: '收藏',
              key: 'collected',
              width: 56,
              render: (_, row) => (
                <Button
                  size="small"
                  type="text"
                  aria-label={row.collected ? '取消收藏' : '收藏'}
                  title={row.collected ? '取消收藏' : '收藏'}
                  icon={
                    row.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />
                  }
                  disabled={collect.isPending && collect.variables.id === row.id}
                  onClick={() => collect.mutate(row)}
                />
              ),
            },
            { title: '模板名称', dataIndex: 'template_name' },
            { title: '描述', dataIndex: 'template_desc', ellipsis: true },
            { title: '创建人', dataIndex: 'created_by_name', width: 100 },
            { title: '更新时间', dataIndex: 'updated_at', width: 160 },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_, row) => (
                <Flex gap={4}>
                  <Button size="small" type="link" onClick={() => load.mutate(row)}>
                    使用
                  </Button>
                  <Button size="small" type="link" danger onClick={() => remove(row)}>
                    删除
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}

interface SaveForm {
  template_name: string;
  template_desc: string;
}

function TemplateSaveModal({
  definition,
  values,
  templateId,
  templateName,
  onCancel,
  onSaved,
}: {
  definition: WizardDefinition;
  values: () => WizardValues;
  templateId: number | null;
  templateName: string | null;
  onCancel: () => void;
  onSaved: TemplateBarProps['onSaved'];
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SaveForm>();
  const [overwrite, setOverwrite] = useState(templateId !== null);
  const save = useMutation({
    mutationFn: (input: SaveForm) => {
      const current = values();
      const convert = current.convert as { gad_cfg_game_id?: number | null; app_type?: string };
      return saveTemplate(definition.medium, {
        ...(overwrite && templateId !== null ? { id: templateId } : {}),
        template_name: input.template_name,
        template_desc: input.template_desc ?? '',
        template_type: definition.templateType,
        gad_cfg_game_id: convert.gad_cfg_game_id ?? null,
        app_type: convert.app_type ?? '',
        content: current,
      });
    },
    // The server answers the template's id; its name is the one just saved.
    onSuccess: async ({ id }, input) => {
      const name = input.template_name.trim();
      void message.success(`模板「${name}」已保存`);
      await client.invalidateQueries({ queryKey: creationKey(definition.medium, 'templates') });
      onSaved({ id, name });
    },
  });
  return (
    <Modal
      open
      title="保存为模板"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((input) => save.mutate(input))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<SaveForm>
        form={form}
        layout="vertical"
        initialValues={{ template_name: overwrite ? (templateName ?? '') : '', template_desc: '' }}
      >
        {templateId !== null ? (
          <Form.Item label="保存方式">
            <Radio.Group
              value={overwrite}
              onChange={(event) => setOverwrite(event.target.value as boolean)}
              options={[
                { value: true, label: `覆盖「${templateName}」` },
                { value: false, label: '另存为新模板' },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="template_name"
          label="模板名称"
          rules={[
            { required: true, whitespace: true, message: '请填写模板名称' },
            { max: 50, message: '模板名称不能超过 50 个字' },
          ]}
        >
          <Input aria-label="模板名称" />
        </Form.Item>
        <Form.Item
          name="template_desc"
          label="模板描述"
          rules={[{ max: 200, message: '模板描述不能超过 200 个字' }]}
        >
          <Input.TextArea aria-label="模板描述" rows={3} />
        </Form.Item>
        {save.isError ? (
          <Typography.Text type="danger">{errorText(save.error)}</Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
