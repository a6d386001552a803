import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  LANDING_COMPONENT_LABELS,
  LANDING_COMPONENT_TYPES,
  LANDING_COMPONENTS_MAX,
  LANDING_NAME_MAX,
  LANDING_TITLE_MAX,
  LandingPageSaveBodySchema,
  type LandingComponent,
  type LandingPageItem,
  type LandingPageSaveBody,
} from '@toufang/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { createLandingPage, publicUrl, publishLandingPage, updateLandingPage } from '../api';
import { ComponentProperties } from './component-properties';
import { LinkSelect } from './link-select';
import { newComponent } from './new-component';
import { PhonePreview } from './phone-preview';

interface Draft {
  name: string;
  title: string;
  components: LandingComponent[];
  conversion_base_id: number | null;
  ad_id: number | null;
}

const summaryOf = (c: LandingComponent): string => {
  switch (c.type) {
    case 'image':
    case 'video':
      return c.src || '未填写地址';
    case 'text':
      return c.text.slice(0, 20);
    case 'download':
      return c.label;
    case 'form':
      return `${c.fields.length} 个字段`;
  }
};

/** Every problem of the draft, naming the component it belongs to (the server checks again). */
function problemsOf(draft: Draft): string[] {
  const result = LandingPageSaveBodySchema.safeParse(draft);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [head, index] = issue.path;
    if (head === 'components' && typeof index === 'number') {
      const c = draft.components[index];
      const kind = c ? LANDING_COMPONENT_LABELS[c.type] : '组件';
      return `第 ${index + 1} 个组件（${kind}）：${issue.message}`;
    }
    return issue.message;
  });
}

/**
 * The page builder (spec 002 §2 `/landing/nonStream`): components in order on the left, the page
 * in a phone frame in the middle, the selected component's properties on the right. Saving keeps
 * a draft; publishing makes the saved draft the page at its public address.
 */
export function PageEditor({
  page,
  onClose,
  onSaved,
}: {
  page: LandingPageItem | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message, modal } = App.useApp();
  const [id, setId] = useState(page?.id);
  const [draft, setDraft] = useState<Draft>({
    name: page?.name ?? '',
    title: page?.title ?? '',
    components: page?.components ?? [],
    conversion_base_id: page?.conversion_base_id ?? null,
    ad_id: page?.ad_id ?? null,
  });
  const [selected, setSelected] = useState<string | undefined>(draft.components[0]?.id);
  // Problems are shown once a save was tried, then follow the edits until they are fixed.
  const [tried, setTried] = useState(false);
  const problems = tried ? problemsOf(draft) : [];
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setComponents = (components: LandingComponent[]) => set({ components });
  const current = draft.components.find((c) => c.id === selected);

  const add = (type: LandingComponent['type']) => {
    const c = newComponent(type);
    setComponents([...draft.components, c]);
    setSelected(c.id);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft.components];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    setComponents(next);
  };
  const remove = (index: number) => {
    const next = draft.components.filter((_, i) => i !== index);
    setComponents(next);
    if (draft.components[index]?.id === selected) setSelected(next[0]?.id);
  };

  const save = async (): Promise<number | null> => {
    setTried(true);
    if (problemsOf(draft).length > 0) return null;
    const body = draft as LandingPageSaveBody;
    const saved =
      id === undefined ? await createLandingPage(body) : await updateLandingPage(id, body);
    setId(saved.id);
    onSaved();
    return saved.id;
  };

  const run = async (publish: boolean) => {
    setBusy(true);
    try {
      const saved = await save();
      if (saved === null) return;
      if (!publish) {
        void message.success('草稿已保存');
        return;
      }
      const { public_path } = await publishLandingPage(saved);
      onSaved();
      const url = publicUrl(public_path);
      modal.success({
        title: '已发布',
        content: (
          <Typography.Paragraph copyable={{ text: url }}>
            公开地址：
            <Typography.Link href={url} target="_blank">
              {url}
            </Typography.Link>
          </Typography.Paragraph>
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      width="100%"
      title={id === undefined ? '新建落地页' : `编辑落地页：${page?.name ?? draft.name}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button loading={busy} onClick={() => void run(false)}>
            保存草稿
          </Button>
          <Button type="primary" loading={busy} onClick={() => void run(true)}>
            保存并发布
          </Button>
        </Space>
      }
    >
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message="请先修正以下问题"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Flex gap={16} align="flex-start">
        <Flex vertical gap={12} style={{ width: 340, flex: 'none' }}>
          <Card size="small" title="页面">
            <Form layout="vertical">
              <Form.Item label="落地页名称" required>
                <Input
                  aria-label="落地页名称"
                  value={draft.name}
                  maxLength={LANDING_NAME_MAX}
                  onChange={(e) => set({ name: e.target.value })}
                />
              </Form.Item>
              <Form.Item label="页面标题" required>
                <Input
                  aria-label="页面标题"
                  value={draft.title}
                  maxLength={LANDING_TITLE_MAX}
                  onChange={(e) => set({ title: e.target.value })}
                />
              </Form.Item>
              <Form.Item label="关联转化基础">
                <LinkSelect
                  kind="base"
                  value={draft.conversion_base_id}
                  initial={
                    page?.conversion_base_id && page.conversion_base_name
                      ? { id: page.conversion_base_id, label: page.conversion_base_name }
                      : null
                  }
                  onChange={(conversion_base_id) => set({ conversion_base_id })}
                  placeholder="选择转化基础（选填）"
                />
              </Form.Item>
              <Form.Item label="关联广告ID" style={{ marginBottom: 0 }}>
                <LinkSelect
                  kind="adid"
                  value={draft.ad_id}
                  initial={
                    page?.ad_id && page.ad_id_code
                      ? { id: page.ad_id, label: page.ad_id_code }
                      : null
                  }
                  onChange={(ad_id) => set({ ad_id })}
                  placeholder="选择广告ID（选填）"
                />
              </Form.Item>
            </Form>
          </Card>
          <Card size="small" title={`组件（${draft.components.length}/${LANDING_COMPONENTS_MAX}）`}>
            <Flex wrap gap={6} style={{ marginBottom: 12 }}>
              {LANDING_COMPONENT_TYPES.map((type) => (
                <Button
                  key={type}
                  size="small"
                  disabled={draft.components.length >= LANDING_COMPONENTS_MAX}
                  onClick={() => add(type)}
                >
                  + {LANDING_COMPONENT_LABELS[type]}
                </Button>
              ))}
            </Flex>
            <List
              size="small"
              bordered
              locale={{ emptyText: '点击上方按钮添加组件' }}
              dataSource={draft.components}
              renderItem={(c, index) => (
                <List.Item
                  aria-label={`组件 ${index + 1}`}
                  onClick={() => setSelected(c.id)}
                  style={{
                    cursor: 'pointer',
                    background: c.id === selected ? '#e6f4ff' : undefined,
                  }}
                  actions={[
                    <Button
                      key="up"
                      aria-label="上移"
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={(e) => {
                        e.stopPropagation();
                        move(index, -1);
                      }}
                    />,
                    <Button
                      key="down"
                      aria-label="下移"
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === draft.components.length - 1}
                      onClick={(e) => {
                        e.stopPropagation();
                        move(index, 1);
                      }}
                    />,
                    <Button
                      key="remove"
                      aria-label="删除组件"
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={(e) => {
                        e.stopPropagation();
                        remove(index);
                      }}
                    />,
                  ]}
                >
                  <Typography.Text ellipsis style={{ maxWidth: 190 }}>
                    {index + 1}. {LANDING_COMPONENT_LABELS[c.type]} · {summaryOf(c)}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Flex>
        <Flex justify="center" style={{ flex: 1, minWidth: 420 }}>
          <PhonePreview title={draft.title} components={draft.components} />
        </Flex>
        <Card
          size="small"
          title={current ? `${LANDING_COMPONENT_LABELS[current.type]}属性` : '属性'}
          style={{ width: 380, flex: 'none' }}
        >
          {current ? (
            <ComponentProperties
              component={current}
              onChange={(next) =>
                setComponents(draft.components.map((c) => (c.id === next.id ? next : c)))
              }
            />
          ) : (
            <Empty description="选择左侧的组件以编辑属性" />
          )}
        </Card>
      </Flex>
    </Drawer>
  );
}
