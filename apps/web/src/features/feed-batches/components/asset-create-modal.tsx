import { useQueryClient } from '@tanstack/react-query';
import {
  AppAssetBodySchema,
  FEED_BATCH_LIMITS,
  MiniProgramAssetBodySchema,
  type AppType,
  type BatchCreated,
  type MiniProgramType,
} from '@toufang/contracts';
import { App, Form, Input, Modal, Radio, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useFormMutation } from '../../../components/use-form-mutation';
import { createAppAssets, createMiniProgramAssets, FEED_BATCH_KEYS } from '../api';
import { APP_TYPE_LABEL, MINI_PROGRAM_TYPE_LABEL } from '../batch-labels';
import { AccountPicker } from './account-picker';

type AssetKind = 'app' | 'mini_program';

interface AssetFormValues {
  advertiser_ids?: string[];
  app_type?: AppType;
  name?: string;
  package_name?: string;
  download_url?: string;
  app_id?: string;
  package_id?: string;
  mini_program_type?: MiniProgramType;
  mini_program_id?: string;
  instance_id?: string;
}

const APP_FIELDS = [
  'advertiser_ids',
  'app_type',
  'name',
  'package_name',
  'download_url',
  'app_id',
  'package_id',
] as const;
const MINI_FIELDS = [
  'advertiser_ids',
  'mini_program_type',
  'mini_program_id',
  'name',
  'instance_id',
] as const;

/** The body of `fields`: strings trimmed, empty optional fields left out. */
function pick(
  values: AssetFormValues,
  fields: readonly (keyof AssetFormValues)[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw: unknown = values[field];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== undefined && value !== '') body[field] = value;
  }
  return body;
}

export interface AssetCreateModalProps {
  open: boolean;
  onClose: () => void;
  /** After a batch was created, with its id. */
  onCreated?: (created: BatchCreated) => void;
}

/**
 * 创建资产: one 事件管理 asset (an app by package and download link, or a 字节小程序 / 小游戏 by
 * its instance id) created in every chosen account as one batch.
 */
export function AssetCreateModal({ open, onClose, onCreated }: AssetCreateModalProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AssetFormValues>();
  const [kind, setKind] = useState<AssetKind>('app');
  const appType = Form.useWatch('app_type', form);

  const saved = (created: BatchCreated) => {
    message.success(`已创建资产任务，共 ${created.item_count} 个账户`);
    void queryClient.invalidateQueries({ queryKey: FEED_BATCH_KEYS.batches('asset') });
    onCreated?.(created);
    onClose();
  };
  const created = useRef<BatchCreated>(undefined);
  const app = useFormMutation({
    form,
    schema: AppAssetBodySchema,
    fields: APP_FIELDS,
    toBody: (values) =>
      pick(values, values.app_type === 'android' ? APP_FIELDS : APP_FIELDS.slice(0, 5)),
    send: async (body) => (created.current = await createAppAssets(body)),
    onSaved: () => created.current && saved(created.current),
  });
  const mini = useFormMutation({
    form,
    schema: MiniProgramAssetBodySchema,
    fields: MINI_FIELDS,
    toBody: (values) => pick(values, MINI_FIELDS),
    send: async (body) => (created.current = await createMiniProgramAssets(body)),
    onSaved: () => created.current && saved(created.current),
  });
  const mutation = kind === 'app' ? app : mini;

  const appFields = (
    <>
      <Form.Item name="app_type" label="应用类型" required>
        <Radio.Group
          options={(['android', 'ios'] as const).map((v) => ({
            value: v,
            label: APP_TYPE_LABEL[v],
          }))}
        />
      </Form.Item>
      <Form.Item name="name" label="资产名称" required>
        <Input
          placeholder="例如：三国志 安卓"
          maxLength={FEED_BATCH_LIMITS.assetNameMax}
          showCount
        />
      </Form.Item>
      <Form.Item name="package_name" label="应用包名" required>
        <Input placeholder="例如：com.example.game" maxLength={FEED_BATCH_LIMITS.packageNameMax} />
      </Form.Item>
      <Form.Item name="download_url" label="下载链接" required>
        <Input placeholder="https://…" />
      </Form.Item>
      {appType === 'android' ? (
        <>
          <Form.Item name="app_id" label="应用ID" required extra="巨量引擎「应用管理」中的应用ID">
            <Input placeholder="数字" />
          </Form.Item>
          <Form.Item name="package_id" label="母包ID" required>
            <Input maxLength={FEED_BATCH_LIMITS.packageIdMax} />
          </Form.Item>
        </>
      ) : null}
    </>
  );

  const miniFields = (
    <>
      <Form.Item name="mini_program_type" label="小程序类型" required>
        <Radio.Group
          options={(['byte_app', 'byte_game'] as const).map((v) => ({
            value: v,
            label: MINI_PROGRAM_TYPE_LABEL[v],
          }))}
        />
      </Form.Item>
      <Form.Item name="mini_program_id" label="小程序AppID" required>
        <Input placeholder="tt 开头，例如 tt7d2a0b97e21cb1a001" />
      </Form.Item>
      <Form.Item name="name" label="资产名称" required extra="即小程序名称">
        <Input maxLength={FEED_BATCH_LIMITS.assetNameMax} showCount />
      </Form.Item>
      <Form.Item name="instance_id" label="小程序资产ID" required extra="小程序资产（实例）ID">
        <Input placeholder="数字" />
      </Form.Item>
    </>
  );

  return (
    <Modal
      open={open}
      title="创建资产"
      width={860}
      okText="创建任务"
      onOk={() => void mutation.submit()}
      onCancel={onClose}
      confirmLoading={mutation.saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as AssetKind);
          form.setFields([...APP_FIELDS, ...MINI_FIELDS].map((name) => ({ name, errors: [] })));
        }}
        items={[
          { key: 'app', label: '应用资产' },
          { key: 'mini_program', label: '小程序资产' },
        ]}
      />
      <Form<AssetFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={{ app_type: 'android', mini_program_type: 'byte_game', advertiser_ids: [] }}
      >
        {kind === 'app' ? appFields : miniFields}
        <Form.Item name="advertiser_ids" label="选择账户" required>
          <AccountPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
