import { useQuery } from '@tanstack/react-query';
import {
  BaseCreateFormSchema,
  MINI_PROGRAM_TYPES,
  MiniProgramBaseCreateBodySchema,
  type AppPlatform,
  type BaseCreateBody,
  type BaseKind,
  type BasePlatform,
  type MiniProgramBaseCreateBody,
  type MiniProgramType,
} from '@toufang/contracts';
import {
  BASE_KIND_SHAPES,
  BASE_PLATFORM_NAMES,
  MINI_PROGRAM_TYPE_NAMES,
  baseProblems,
  buildLinks,
  miniProgramIdProblem,
  startPathProblem,
  type BaseField,
} from '@toufang/domain';
import { Alert, App, Form, Input, Radio, Select, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useRef, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useFormMutation } from '../../../components/use-form-mutation';
import {
  baseAppsKey,
  createBase,
  createBaseWithSheet,
  createKindBase,
  fetchBaseApps,
} from '../api';
import { platformOptions, type BasesDefinition } from '../medium-definitions';
import { kindsOf } from './base-columns';
import { ChannelSheetFields, type ChannelSheet } from './channel-sheet-fields';
import { LinkList } from './link-list';

export interface BaseFormValues {
  kind?: BaseKind;
  mini_program_type?: MiniProgramType;
  mini_program_id?: string;
  start_path?: string;
  gad_cfg_game_id?: number;
  platform: BasePlatform;
  app_id?: number;
  name: string;
  download_url: string;
  click_url: string;
  impression_url?: string;
}

const FIELDS = [
  'kind',
  'mini_program_type',
  'mini_program_id',
  'start_path',
  'gad_cfg_game_id',
  'platform',
  'app_id',
  'name',
  'download_url',
  'click_url',
  'impression_url',
] as const;

const problemsOf = (definition: BasesDefinition, v: Partial<BaseFormValues>) =>
  baseProblems({
    medium: definition.medium,
    kind: v.kind ?? 'app',
    platform: v.platform ?? definition.platforms[0] ?? 'APP_ANDROID',
    name: v.name ?? '',
    downloadUrl: v.download_url ?? '',
    clickUrl: v.click_url ?? '',
    impressionUrl: v.impression_url ?? null,
  });

/** A field's rule: the conversion-base rules (docs/architecture/conversion-bases.md), as the user types. */
function ruleFor(
  definition: BasesDefinition,
  field: BaseField,
  form: FormInstance<BaseFormValues>,
): FormRule {
  return {
    validator: () => {
      const problem = problemsOf(definition, form.getFieldsValue(true) as BaseFormValues).find(
        (p) => p.field === field,
      );
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  };
}

/** The links the base will get, once the addresses pass the rules. */
function LinkPreview({
  definition,
  form,
}: {
  definition: BasesDefinition;
  form: FormInstance<BaseFormValues>;
}) {
  const values = useDebouncedValue(Form.useWatch([], form) as Partial<BaseFormValues> | undefined);
  if (!values?.click_url || !values.gad_cfg_game_id) {
    return (
      <Typography.Text type="secondary">
        选择游戏并填写点击监测地址后，这里显示将生成的监测链接及{definition.platform}的宏参数。
      </Typography.Text>
    );
  }
  const bad = problemsOf(definition, values).some(
    (p) => p.field === 'clickUrl' || p.field === 'impressionUrl',
  );
  if (bad)
    return <Typography.Text type="secondary">监测地址有误，修正后显示链接预览。</Typography.Text>;
  const links = buildLinks({
    medium: definition.medium,
    kind: values.kind ?? 'app',
    platform: values.platform ?? definition.platforms[0] ?? 'APP_ANDROID',
    baseId: '{base_id}',
    gadCfgGameId: values.gad_cfg_game_id,
    clickUrl: values.click_url,
    impressionUrl: values.impression_url ?? null,
  });
  return <LinkList links={links} />;
}

export interface BaseFormModalProps {
  definition: BasesDefinition;
  /** The games to pick from; `name` is the game's name alone, for the suggested base name. */
  games: readonly { value: number; label: string; name: string }[];
  onCreated: (baseId: number) => Promise<unknown> | void;
  onClose: () => void;
}

/** The body of each kind's create: a mini program's own fields, or `createbase`'s. */
const KIND_SCHEMA = {
  safeParse: (value: unknown) => {
    const kind = (value as { kind?: BaseKind }).kind ?? 'app';
    return kind === 'mini_program'
      ? MiniProgramBaseCreateBodySchema.safeParse(value)
      : BaseCreateFormSchema.safeParse(value);
  },
};
type KindBody =
  | ReturnType<typeof MiniProgramBaseCreateBodySchema.parse>
  | ReturnType<typeof BaseCreateFormSchema.parse>;

/**
 * 新建转化基础: a game's app package (or, by kind, a 抖音小程序 / 小游戏, or an app for non-stream
 * placements) on the medium and platform, and its tracking links.
 */
export function BaseFormModal({ definition, games, onCreated, onClose }: BaseFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BaseFormValues>();
  const gameId = Form.useWatch('gad_cfg_game_id', form);
  const kinds = kindsOf(definition.medium);
  const kind: BaseKind = Form.useWatch('kind', form) ?? 'app';
  const mini = kind === 'mini_program';
  const defaultPlatform = definition.platforms[0] ?? 'APP_ANDROID';
  const platform = Form.useWatch('platform', form) ?? defaultPlatform;
  const ios = platform === 'APP_IOS';
  const appPlatform = platform as AppPlatform;
  const apps = useQuery({
    queryKey: baseAppsKey(definition.medium, gameId ?? 0, appPlatform),
    queryFn: ({ signal }) => fetchBaseApps(definition.medium, gameId ?? 0, appPlatform, signal),
    enabled: gameId !== undefined && definition.usesApp && !mini,
  });
  const [sheet, setSheet] = useState<ChannelSheet>({});
  const sheetPath = definition.calls.createWithSheet;
  const appList = apps.data?.list ?? [];
  const created = useRef(0);
  const { submit, saving } = useFormMutation({
    form,
    schema: KIND_SCHEMA,
    fields: FIELDS,
    toBody: (values) => ({ ...values, medium: definition.medium }),
    send: async (parsed: KindBody) => {
      const chosen = form.getFieldValue('kind') as BaseKind | undefined;
      if (chosen && chosen !== 'app') {
        const answer = await createKindBase(
          chosen,
          parsed as MiniProgramBaseCreateBody | BaseCreateBody,
        );
        created.current = answer.base_id;
        void message.success('转化基础已创建，监测链接已生成');
        return answer;
      }
      const body = parsed as ReturnType<typeof BaseCreateFormSchema.parse>;
      if (sheetPath && sheet.file && sheet.categoryId !== undefined) {
        const { medium: _medium, platform: _platform, app_id: _app, ...fields } = body;
        const answer = await createBaseWithSheet(
          sheetPath,
          { ...fields, category_id: sheet.categoryId },
          sheet.file,
        );
        created.current = answer.base_id;
        void message.success(
          `转化基础已创建，已为 ${answer.batch?.count ?? 0} 个渠道生成广告ID（${answer.batch?.first_ad_id ?? ''} ~ ${answer.batch?.last_ad_id ?? ''}）`,
        );
        return answer;
      }
      const answer = await createBase(body);
      created.current = answer.base_id;
      void message.success('转化基础已创建，监测链接已生成');
      return answer;
    },
    onSaved: async () => {
      onClose();
      await onCreated(created.current);
    },
  });
  const rule = (field: BaseField) => ruleFor(definition, field, form);

  const suggestName = (game = gameId, p: BasePlatform = platform) => {
    const name = games.find((g) => g.value === game)?.name;
    if (!name || form.isFieldTouched('name')) return;
    // Read at the change: the watched kind may not have rendered yet.
    const current = (form.getFieldValue('kind') as BaseKind | undefined) ?? 'app';
    const what = current === 'app' ? '' : `${BASE_KIND_SHAPES[current].name}-`;
    form.setFieldValue('name', `${name}-${what}${BASE_PLATFORM_NAMES[p]}-${definition.platform}`);
  };
  const pickApp = (id: number | undefined) => {
    const app = appList.find((a) => a.app_id === id);
    if (app?.download_url && !form.isFieldTouched('download_url')) {
      form.setFieldValue('download_url', app.download_url);
      void form.validateFields(['download_url']);
    }
  };

  return (
    <FormModal<BaseFormValues>
      open
      title={`新建转化基础（${definition.platform}）`}
      okText="创建"
      width={760}
      form={form}
      initialValues={{ platform: defaultPlatform, name: '', download_url: '', click_url: '' }}
      saving={saving}
      onSubmit={() => {
        // A sheet goes under a category: the field says so until one is chosen.
        if (sheet.file && sheet.categoryId === undefined) {
          void message.warning('上传渠道表格时请选择渠道分类');
          return;
        }
        void submit();
      }}
      onClose={onClose}
    >
      {kinds.length > 1 ? (
        <Form.Item name="kind" label="类型" initialValue="app">
          <Radio.Group
            options={kinds.map((k) => ({ value: k, label: BASE_KIND_SHAPES[k].name }))}
            onChange={() => {
              form.setFieldValue('app_id', undefined);
              void form.validateFields(['platform']);
            }}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="gad_cfg_game_id"
        label="游戏"
        rules={[{ required: true, message: '请选择游戏' }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择游戏"
          options={games.map(({ value, label }) => ({ value, label }))}
          onChange={(id: number) => {
            form.setFieldValue('app_id', undefined);
            suggestName(id);
          }}
        />
      </Form.Item>
      <Form.Item name="platform" label="应用平台" rules={[rule('platform')]}>
        <Radio.Group
          options={platformOptions(definition)}
          onChange={(e) => {
            form.setFieldValue('app_id', undefined);
            suggestName(gameId, e.target.value as BasePlatform);
            void form.validateFields(['download_url']);
          }}
        />
      </Form.Item>
      {mini ? (
        <>
          <Form.Item name="mini_program_type" label="小程序类型" initialValue="byte_game">
            <Radio.Group
              options={MINI_PROGRAM_TYPES.map((t) => ({
                value: t,
                label: MINI_PROGRAM_TYPE_NAMES[t],
              }))}
            />
          </Form.Item>
          <Form.Item
            name="mini_program_id"
            label="小程序ID"
            rules={[
              {
                validator: (_, v?: string) => {
                  const problem = miniProgramIdProblem(v ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input placeholder="tt07e3715e98c9aac0" />
          </Form.Item>
          <Form.Item
            name="start_path"
            label="启动路径（可选）"
            extra="不填则打开首页"
            rules={[
              {
                validator: (_, v?: string) => {
                  const problem = startPathProblem(v);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input placeholder="pages/index/index?from=ad" />
          </Form.Item>
        </>
      ) : null}
      {definition.usesApp && !mini ? (
        <Form.Item
          name="app_id"
          label="应用"
          rules={[{ required: true, message: '请选择应用' }]}
          extra={
            gameId !== undefined && !apps.isLoading && appList.length === 0 ? (
              <Alert
                type="warning"
                showIcon
                message={`该游戏在${definition.platform}还没有可用的${BASE_PLATFORM_NAMES[platform]}应用，请先在「应用管理」中创建`}
              />
            ) : undefined
          }
        >
          <Select
            placeholder={gameId === undefined ? '请先选择游戏' : '请选择应用'}
            loading={apps.isLoading}
            onChange={pickApp}
            options={appList.map((a) => ({
              value: a.app_id,
              label: `${a.app_name}（${a.package_name ?? '无包名'}，${a.accounts} 个账户）`,
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="name" label="名称" rules={[rule('name')]}>
        <Input placeholder="如：三国志-安卓-巨量引擎" />
      </Form.Item>
      <Form.Item
        name="download_url"
        label={ios ? 'App Store 链接' : '下载链接'}
        rules={[rule('downloadUrl')]}
        hidden={mini}
      >
        <Input
          placeholder={
            ios
              ? 'https://apps.apple.com/cn/app/id123456789'
              : definition.usesApp
                ? 'https://cdn.example.com/game.apk'
                : 'https://game.example.com/download'
          }
        />
      </Form.Item>
      <Form.Item
        name="click_url"
        label="点击监测地址"
        extra="归因服务接收点击的地址，系统会拼接转化基础、游戏与媒体的宏参数"
        rules={[rule('clickUrl')]}
      >
        <Input placeholder="https://track.example.com/click" />
      </Form.Item>
      <Form.Item name="impression_url" label="展示监测地址（可选）" rules={[rule('impressionUrl')]}>
        <Input placeholder="https://track.example.com/show" />
      </Form.Item>
      <Form.Item label="链接预览">
        <LinkPreview definition={definition} form={form} />
      </Form.Item>
      {sheetPath && kind === 'app' ? (
        <ChannelSheetFields medium={definition.medium} value={sheet} onChange={setSheet} />
      ) : null}
    </FormModal>
  );
}
