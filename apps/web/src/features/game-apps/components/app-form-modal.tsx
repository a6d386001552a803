import { useQuery } from '@tanstack/react-query';
import { MediaAppCreateBodySchema, type AppPlatform } from '@toufang/contracts';
import { APP_LIMITS, appProblems, type AppField } from '@toufang/domain';
import { Alert, App, Form, Input, Radio, Select, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { FormModal } from '../../../components/form-modal';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useFormMutation } from '../../../components/use-form-mutation';
import { appQuotaKey, createApp, fetchAppQuota } from '../api';
import { PLATFORM_OPTIONS, type AppsDefinition } from '../medium-definitions';

export interface AppFormValues {
  gad_cfg_game_id?: number;
  platform: AppPlatform;
  app_name: string;
  package_name: string;
  download_url: string;
  icon_url?: string;
  store_id?: string;
  privacy_url?: string;
  advertiser_ids: string[];
}

const FIELDS = [
  'gad_cfg_game_id',
  'platform',
  'app_name',
  'package_name',
  'download_url',
  'icon_url',
  'store_id',
  'privacy_url',
  'advertiser_ids',
] as const;

/** A field's rule: the medium's app rules (docs/architecture/apps.md), as the user types. */
function ruleFor(
  definition: AppsDefinition,
  field: AppField,
  form: FormInstance<AppFormValues>,
): FormRule {
  return {
    validator: () => {
      const v = form.getFieldsValue(true) as AppFormValues;
      const problem = appProblems({
        medium: definition.medium,
        platform: v.platform,
        name: v.app_name ?? '',
        packageName: v.package_name ?? '',
        downloadUrl: v.download_url ?? '',
        iconUrl: v.icon_url ?? null,
        storeId: v.store_id ?? null,
        privacyUrl: v.privacy_url ?? null,
      }).find((p) => p.field === field);
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  };
}

/** The chosen accounts' app quota; an account without quota left is named. */
function QuotaLine({ definition, ids }: { definition: AppsDefinition; ids: string[] }) {
  const wanted = useDebouncedValue(ids);
  const quota = useQuery({
    queryKey: appQuotaKey(definition.medium, wanted),
    queryFn: ({ signal }) => fetchAppQuota(definition.medium, wanted, signal),
    enabled: wanted.length > 0,
  });
  if (ids.length === 0) return null;
  if (quota.isLoading) return <Typography.Text type="secondary">正在读取账户配额…</Typography.Text>;
  const list = quota.data?.list ?? [];
  const full = list.filter((q) => q.left === 0);
  const least = Math.min(...list.map((q) => q.left ?? Infinity));
  if (full.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        message={`以下账户的应用数量已达上限：${full.map((q) => `${q.advertiser_name}（${q.advertiser_id}）`).join('、')}`}
      />
    );
  }
  return (
    <Typography.Text type="secondary">
      已选 {ids.length} 个账户，每个账户最多 {APP_LIMITS[definition.medium].quotaPerAccount} 个应用
      {Number.isFinite(least) ? `，所选账户中最少还可创建 ${least} 个` : ''}
    </Typography.Text>
  );
}

export interface AppFormModalProps {
  definition: AppsDefinition;
  games: readonly { value: number; label: string }[];
  onCreated: (taskId: number | null) => Promise<unknown>;
  onClose: () => void;
}

/** 新建应用: one app for a game, created in each chosen account of the medium. */
export function AppFormModal({ definition, games, onCreated, onClose }: AppFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AppFormValues>();
  const platform = Form.useWatch('platform', form) ?? 'APP_ANDROID';
  const accounts = Form.useWatch('advertiser_ids', form) ?? [];
  const ios = platform === 'APP_IOS';
  const limits = APP_LIMITS[definition.medium];
  const { submit, saving } = useFormMutation({
    form,
    schema: MediaAppCreateBodySchema,
    fields: FIELDS,
    send: async (body) => {
      const answer = await createApp(definition.medium, body);
      void message.success(
        answer.task_id === null
          ? '应用已保存'
          : `已提交创建任务，共 ${answer.app_ids.length} 个账户，结果将显示在列表中`,
      );
      return answer;
    },
    onSaved: async () => {
      onClose();
      await onCreated(null);
    },
  });
  const rule = (field: AppField) => ruleFor(definition, field, form);

  return (
    <FormModal<AppFormValues>
      open
      title={`新建${definition.title}`}
      okText={definition.hasApi ? '创建' : '保存'}
      width={640}
      form={form}
      initialValues={{ platform: 'APP_ANDROID', advertiser_ids: [] }}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item
        name="gad_cfg_game_id"
        label="游戏"
        rules={[{ required: true, message: '请选择游戏' }]}
      >
        <Select showSearch optionFilterProp="label" placeholder="请选择游戏" options={[...games]} />
      </Form.Item>
      <Form.Item name="platform" label="应用平台" rules={[rule('platform')]}>
        <Radio.Group
          options={[...PLATFORM_OPTIONS]}
          onChange={() =>
            void form.validateFields(['package_name', 'download_url', 'store_id', 'privacy_url'])
          }
        />
      </Form.Item>
      <Form.Item name="app_name" label="应用名称" rules={[rule('name')]}>
        <Input showCount maxLength={limits.nameMax} placeholder="如：三国志战略版" />
      </Form.Item>
      <Form.Item
        name="package_name"
        label={ios ? 'Bundle ID' : '应用包名'}
        rules={[rule('packageName')]}
      >
        <Input placeholder="如：com.example.game" />
      </Form.Item>
      <Form.Item
        name="download_url"
        label={ios ? 'App Store 链接' : '下载链接'}
        rules={[rule('downloadUrl')]}
      >
        <Input
          placeholder={
            ios ? 'https://apps.apple.com/cn/app/id123456789' : 'https://cdn.example.com/game.apk'
          }
        />
      </Form.Item>
      {limits.needsStoreId && (
        <Form.Item
          name="store_id"
          label={ios ? 'App Store 应用ID' : '应用宝应用ID'}
          extra={ios ? '不填时取 App Store 链接中的 id' : undefined}
          rules={[rule('storeId')]}
        >
          <Input placeholder="数字ID" />
        </Form.Item>
      )}
      <Form.Item
        name="icon_url"
        label={limits.needsIcon ? '图标链接' : '图标链接（可选）'}
        rules={[rule('iconUrl')]}
      >
        <Input placeholder="https://cdn.example.com/icon.png" />
      </Form.Item>
      {definition.medium === 'kuaishou' && (
        <Form.Item
          name="privacy_url"
          label={ios ? '隐私政策链接（可选）' : '隐私政策链接'}
          rules={[rule('privacyUrl')]}
        >
          <Input placeholder="https://www.example.com/privacy" />
        </Form.Item>
      )}
      {definition.hasApi ? (
        <Form.Item
          name="advertiser_ids"
          label="创建到账户"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择要创建应用的账户' }]}
          extra={<QuotaLine definition={definition} ids={accounts} />}
        >
          <AdvertiserPicker
            platform={definition.medium as 'bytedance' | 'kuaishou' | 'tencent'}
            width="100%"
            aria-label="创建到账户"
          />
        </Form.Item>
      ) : (
        <Alert type="info" showIcon message={definition.notice} />
      )}
    </FormModal>
  );
}
