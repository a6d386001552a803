import { TitleCreateBodySchema, TITLE_TAGS_PER_TITLE, type TitleItem } from '@toufang/contracts';
import { fitTitle, normalizeTitle } from '@toufang/domain';
import { App, Form, Input, Select, Typography } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { createTitle, updateTitle } from '../api';
import { MediaTags } from './media-tags';

interface TitleFormValues {
  gad_cfg_game_id?: number;
  title: string;
  tags: string[];
}

const FIELDS = ['gad_cfg_game_id', 'title', 'tags'] as const;

export interface TitleFormModalProps {
  /** The title to edit; a new one without it. */
  title?: TitleItem;
  games: readonly { value: number; label: string }[];
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}

/** Which media take the typed title, and why the others do not, as it is typed. */
function MediaCheck({ text }: { text: string }) {
  const normalized = normalizeTitle(text);
  if (normalized === '') return null;
  const fit = fitTitle(normalized);
  return (
    <div style={{ marginTop: -12, marginBottom: 16 }}>
      <Typography.Text type="secondary">可用媒体：</Typography.Text>
      <MediaTags media={fit.accepted} />
      {fit.refusals.map((r) => (
        <div key={r.medium}>
          <Typography.Text type="secondary">{r.reason}</Typography.Text>
        </div>
      ))}
    </div>
  );
}

/** 新建标题 / 编辑标题. */
export function TitleFormModal({ title, games, onSaved, onClose }: TitleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TitleFormValues>();
  const text = Form.useWatch('title', form) ?? '';
  const { submit, saving } = useFormMutation({
    form,
    schema: TitleCreateBodySchema,
    fields: FIELDS,
    send: (body) => (title ? updateTitle({ ...body, id: title.id }) : createTitle(body)),
    onSaved: async () => {
      void message.success(title ? '保存成功' : '新增成功');
      onClose();
      await onSaved();
    },
  });

  return (
    <FormModal<TitleFormValues>
      open
      title={title ? '编辑标题' : '新建标题'}
      okText="保存"
      width={560}
      form={form}
      initialValues={
        title
          ? { gad_cfg_game_id: title.gad_cfg_game_id, title: title.title, tags: title.tags }
          : { title: '', tags: [] }
      }
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
      <Form.Item
        name="title"
        label="标题"
        rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
      >
        <Input showCount placeholder="一行一个标题，不能换行" />
      </Form.Item>
      <MediaCheck text={text} />
      <Form.Item name="tags" label={`标签（最多 ${TITLE_TAGS_PER_TITLE} 个）`}>
        <Select mode="tags" placeholder="输入后回车" tokenSeparators={[',', '，', ' ']} />
      </Form.Item>
    </FormModal>
  );
}
