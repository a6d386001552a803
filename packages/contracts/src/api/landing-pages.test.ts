import { describe, expect, it } from 'vitest';
import {
  LANDING_COMPONENTS_MAX,
  LANDING_FORM_FIELDS_MAX,
  LANDING_LABEL_MAX,
  LANDING_NAME_MAX,
  LANDING_TEXT_MAX,
  LANDING_URL_MAX,
  LandingComponentSchema,
  LandingFormBodySchema,
  LandingPageSaveBodySchema,
} from './landing-pages';

const text = (n: number) => '字'.repeat(n);
const field = (key: string) => ({ key, label: '姓名', kind: 'text', required: true });
const page = (components: unknown[], extra: object = {}) => ({
  name: '活动页',
  title: '新服开启',
  components,
  ...extra,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('landing page components', () => {
  it('takes each kind with its defaults', () => {
    expect(LandingComponentSchema.parse({ id: 't1', type: 'text', text: '你好' })).toEqual({
      id: 't1',
      type: 'text',
      text: '你好',
      align: 'left',
      size: 16,
      color: '#333333',
      bold: false,
    });
    expect(
      LandingComponentSchema.parse({
        id: 'd1',
        type: 'download',
        label: '下载',
        ios_url: 'https://a.example/x',
      }),
    ).toMatchObject({ color: '#1677ff', ios_url: 'https://a.example/x' });
    expect(
      LandingComponentSchema.parse({
        id: 'i1',
        type: 'image',
        src: 'https://a.example/p.png',
        link: '',
      }),
    ).toMatchObject({ alt: '', link: undefined });
  });

  it('refuses addresses that are not absolute http(s)', () => {
    for (const src of [
      'javascript:alert(1)',
      '//a.example/p.png',
      'data:image/png;base64,AA',
      'https://a.example/"x',
      'ftp://a.example/p',
      'https:///p',
    ]) {
      const result = LandingComponentSchema.safeParse({ id: 'i1', type: 'image', src });
      expect(result.success, src).toBe(false);
      expect(messages(result).join()).toContain('图片地址须为 http:// 或 https:// 开头的完整地址');
    }
    const long = `https://a.example/${'a'.repeat(LANDING_URL_MAX)}`;
    expect(
      messages(LandingComponentSchema.safeParse({ id: 'v1', type: 'video', src: long })).join(),
    ).toContain(`视频地址不能超过 ${LANDING_URL_MAX} 个字符`);
  });

  it('needs a download address for at least one platform', () => {
    const result = LandingComponentSchema.safeParse({ id: 'd1', type: 'download', label: '下载' });
    expect(messages(result)).toContain('下载按钮至少需要安卓或 iOS 下载地址之一');
  });

  it('limits texts, labels, sizes and colours', () => {
    expect(
      LandingComponentSchema.safeParse({ id: 't1', type: 'text', text: text(LANDING_TEXT_MAX) })
        .success,
    ).toBe(true);
    expect(
      messages(
        LandingComponentSchema.safeParse({
          id: 't1',
          type: 'text',
          text: text(LANDING_TEXT_MAX + 1),
        }),
      ),
    ).toContain(`文本不能超过 ${LANDING_TEXT_MAX} 个字`);
    expect(
      messages(LandingComponentSchema.safeParse({ id: 't1', type: 'text', text: '  ' })),
    ).toContain('请输入文本');
    expect(
      messages(LandingComponentSchema.safeParse({ id: 't1', type: 'text', text: 'a', size: 11 })),
    ).toContain('字号不能小于 12');
    expect(
      messages(LandingComponentSchema.safeParse({ id: 't1', type: 'text', text: 'a', size: 33 })),
    ).toContain('字号不能大于 32');
    expect(
      messages(
        LandingComponentSchema.safeParse({ id: 't1', type: 'text', text: 'a', color: 'red' }),
      ),
    ).toContain('颜色须为 #RRGGBB');
    const label = (label: string) =>
      LandingComponentSchema.safeParse({
        id: 'd1',
        type: 'download',
        label,
        android_url: 'https://a.example/a.apk',
      });
    expect(label(text(LANDING_LABEL_MAX)).success).toBe(true);
    expect(messages(label(text(LANDING_LABEL_MAX + 1)))).toContain(
      `按钮文字不能超过 ${LANDING_LABEL_MAX} 个字`,
    );
  });

  it('limits form fields and keeps their keys apart', () => {
    const form = (fields: unknown[]) =>
      LandingComponentSchema.safeParse({ id: 'f1', type: 'form', fields, submit_label: '提交' });
    expect(messages(form([]))).toContain('表单至少需要一个字段');
    const many = Array.from({ length: LANDING_FORM_FIELDS_MAX + 1 }, (_, i) => field(`f${i}`));
    expect(form(many.slice(0, LANDING_FORM_FIELDS_MAX)).success).toBe(true);
    expect(messages(form(many))).toContain(`表单最多 ${LANDING_FORM_FIELDS_MAX} 个字段`);
    expect(messages(form([field('name'), field('name')]))).toContain('表单字段标识不能重复');
    expect(form([field('Name')]).success).toBe(false);
  });
});

describe('landing page drafts', () => {
  it('limits the name, the components and their ids', () => {
    expect(LandingPageSaveBodySchema.parse(page([]))).toMatchObject({
      conversion_base_id: null,
      ad_id: null,
    });
    expect(
      messages(LandingPageSaveBodySchema.safeParse(page([], { name: text(LANDING_NAME_MAX + 1) }))),
    ).toContain(`落地页名称不能超过 ${LANDING_NAME_MAX} 个字`);
    expect(messages(LandingPageSaveBodySchema.safeParse(page([], { title: ' ' })))).toContain(
      '请输入页面标题',
    );
    const texts = Array.from({ length: LANDING_COMPONENTS_MAX + 1 }, (_, i) => ({
      id: `t${i}`,
      type: 'text',
      text: 'a',
    }));
    expect(
      LandingPageSaveBodySchema.safeParse(page(texts.slice(0, LANDING_COMPONENTS_MAX))).success,
    ).toBe(true);
    expect(messages(LandingPageSaveBodySchema.safeParse(page(texts)))).toContain(
      `一个落地页最多 ${LANDING_COMPONENTS_MAX} 个组件`,
    );
    expect(messages(LandingPageSaveBodySchema.safeParse(page([texts[0], texts[0]])))).toContain(
      '组件编号不能重复',
    );
    expect(LandingPageSaveBodySchema.safeParse(page([{ id: 'x', type: 'script' }])).success).toBe(
      false,
    );
  });

  it('limits a submitted form value', () => {
    expect(
      LandingFormBodySchema.safeParse({ component_id: 'f1', values: { name: text(200) } }).success,
    ).toBe(true);
    expect(
      messages(
        LandingFormBodySchema.safeParse({ component_id: 'f1', values: { name: text(201) } }),
      ),
    ).toContain('内容不能超过 200 个字');
  });
});
