import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LANDING_FORM_FIELDS_MAX,
  LANDING_LABEL_MAX,
  LANDING_TEXT_MAX,
  type FormField,
  type LandingComponent,
  type LandingComponentOf,
} from '@toufang/contracts';
import { Button, Checkbox, ColorPicker, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { freshId } from './new-component';

type Patch<T extends LandingComponent> = (patch: Partial<T>) => void;

/** An empty box means "no address" (optional addresses are left out, not sent empty). */
const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

function UrlItem({
  label,
  value,
  onChange,
  placeholder = 'https://',
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}) {
  return (
    <Form.Item label={label}>
      <Input
        aria-label={label}
        value={value ?? ''}
        placeholder={placeholder}
        onChange={(e) => onChange(orUndefined(e.target.value))}
      />
    </Form.Item>
  );
}

function ColorItem({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Form.Item label="颜色">
      <ColorPicker
        value={value}
        disabledAlpha
        showText
        onChangeComplete={(color) => onChange(color.toHexString())}
      />
    </Form.Item>
  );
}

function ImageProperties({ c, patch }: { c: LandingComponentOf<'image'>; patch: Patch<typeof c> }) {
  return (
    <>
      <UrlItem label="图片地址" value={c.src} onChange={(src) => patch({ src: src ?? '' })} />
      <Form.Item label="图片说明">
        <Input
          aria-label="图片说明"
          value={c.alt}
          maxLength={100}
          onChange={(e) => patch({ alt: e.target.value })}
        />
      </Form.Item>
      <UrlItem label="点击跳转地址（选填）" value={c.link} onChange={(link) => patch({ link })} />
    </>
  );
}

function VideoProperties({ c, patch }: { c: LandingComponentOf<'video'>; patch: Patch<typeof c> }) {
  return (
    <>
      <UrlItem label="视频地址" value={c.src} onChange={(src) => patch({ src: src ?? '' })} />
      <UrlItem label="封面地址（选填）" value={c.poster} onChange={(poster) => patch({ poster })} />
    </>
  );
}

function TextProperties({ c, patch }: { c: LandingComponentOf<'text'>; patch: Patch<typeof c> }) {
  return (
    <>
      <Form.Item label="文本">
        <Input.TextArea
          aria-label="文本"
          value={c.text}
          rows={5}
          maxLength={LANDING_TEXT_MAX}
          showCount
          onChange={(e) => patch({ text: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="对齐">
        <Radio.Group
          value={c.align}
          optionType="button"
          options={[
            { value: 'left', label: '左' },
            { value: 'center', label: '中' },
            { value: 'right', label: '右' },
          ]}
          onChange={(e) => patch({ align: e.target.value as typeof c.align })}
        />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item label="字号">
          <InputNumber
            min={12}
            max={32}
            value={c.size}
            onChange={(size) => patch({ size: size ?? 16 })}
          />
        </Form.Item>
        <ColorItem value={c.color} onChange={(color) => patch({ color })} />
        <Form.Item label="加粗">
          <Checkbox checked={c.bold} onChange={(e) => patch({ bold: e.target.checked })} />
        </Form.Item>
      </Flex>
    </>
  );
}

function DownloadProperties({
  c,
  patch,
}: {
  c: LandingComponentOf<'download'>;
  patch: Patch<typeof c>;
}) {
  return (
    <>
      <Form.Item label="按钮文字">
        <Input
          aria-label="按钮文字"
          value={c.label}
          maxLength={LANDING_LABEL_MAX}
          onChange={(e) => patch({ label: e.target.value })}
        />
      </Form.Item>
      <UrlItem
        label="安卓下载地址"
        value={c.android_url}
        onChange={(android_url) => patch({ android_url })}
      />
      <UrlItem label="iOS 下载地址" value={c.ios_url} onChange={(ios_url) => patch({ ios_url })} />
      <ColorItem value={c.color} onChange={(color) => patch({ color })} />
    </>
  );
}

function FormProperties({ c, patch }: { c: LandingComponentOf<'form'>; patch: Patch<typeof c> }) {
  const setField = (index: number, change: Partial<FormField>) =>
    patch({ fields: c.fields.map((f, i) => (i === index ? { ...f, ...change } : f)) });
  return (
    <>
      <Form.Item label="表单标题">
        <Input
          aria-label="表单标题"
          value={c.title}
          maxLength={LANDING_LABEL_MAX}
          onChange={(e) => patch({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="字段">
        <Flex vertical gap={8}>
          {c.fields.map((field, index) => (
            <Flex key={field.key} gap={6} align="center">
              <Input
                aria-label={`字段${index + 1}名称`}
                value={field.label}
                maxLength={LANDING_LABEL_MAX}
                style={{ width: 120 }}
                onChange={(e) => setField(index, { label: e.target.value })}
              />
              <Select
                value={field.kind}
                style={{ width: 90 }}
                options={[
                  { value: 'text', label: '文本' },
                  { value: 'phone', label: '手机号' },
                ]}
                onChange={(kind) => setField(index, { kind })}
              />
              <Checkbox
                checked={field.required}
                onChange={(e) => setField(index, { required: e.target.checked })}
              >
                必填
              </Checkbox>
              <Button
                aria-label="删除字段"
                type="text"
                icon={<DeleteOutlined />}
                disabled={c.fields.length <= 1}
                onClick={() => patch({ fields: c.fields.filter((_, i) => i !== index) })}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={c.fields.length >= LANDING_FORM_FIELDS_MAX}
            onClick={() =>
              patch({
                fields: [
                  ...c.fields,
                  { key: freshId('f'), label: '新字段', kind: 'text', required: false },
                ],
              })
            }
          >
            添加字段
          </Button>
        </Flex>
      </Form.Item>
      <Form.Item label="提交按钮文字">
        <Input
          aria-label="提交按钮文字"
          value={c.submit_label}
          maxLength={LANDING_LABEL_MAX}
          onChange={(e) => patch({ submit_label: e.target.value })}
        />
      </Form.Item>
    </>
  );
}

/** The properties of the selected component, by its kind. */
export function ComponentProperties({
  component,
  onChange,
}: {
  component: LandingComponent;
  onChange: (next: LandingComponent) => void;
}) {
  const patch = (change: Partial<LandingComponent>) =>
    onChange({ ...component, ...change } as LandingComponent);
  const body = (() => {
    switch (component.type) {
      case 'image':
        return <ImageProperties c={component} patch={patch} />;
      case 'video':
        return <VideoProperties c={component} patch={patch} />;
      case 'text':
        return <TextProperties c={component} patch={patch} />;
      case 'download':
        return <DownloadProperties c={component} patch={patch} />;
      case 'form':
        return <FormProperties c={component} patch={patch} />;
    }
  })();
  return <Form layout="vertical">{body}</Form>;
}
