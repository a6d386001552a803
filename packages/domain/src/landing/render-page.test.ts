import type { LandingComponent } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderLandingPage, safeUrl } from './render-page';

const render = (components: LandingComponent[], title = '活动') =>
  renderLandingPage({ slug: 'abc123def456', title, components, scriptSrc: '/lp/_/page.js' });

describe('landing page HTML', () => {
  it('escapes text in elements and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    const html = render(
      [
        {
          id: 't1',
          type: 'text',
          text: '<script>alert(1)</script>',
          align: 'left',
          size: 16,
          color: '#333333',
          bold: false,
        },
        {
          id: 'i1',
          type: 'image',
          src: 'https://a.example/p.png',
          alt: '" onerror="alert(1)',
          link: undefined,
        },
        {
          id: 'd1',
          type: 'download',
          label: '<b>下载</b>',
          android_url: 'https://a.example/a.apk?x=1&y=2',
          ios_url: undefined,
          color: '#1677ff',
        },
      ],
      '</title><script>alert(1)</script>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('alt="&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('&lt;b&gt;下载&lt;/b&gt;');
    expect(html).toContain('href="https://a.example/a.apk?x=1&amp;y=2"');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('never writes an address that is not http(s)', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,x')).toBe('#');
    expect(safeUrl(undefined)).toBe('#');
    expect(safeUrl('https://a.example/"onload')).toBe('#');
    const html = render([
      { id: 'i1', type: 'image', src: 'javascript:alert(1)', alt: '', link: 'javascript:alert(2)' },
    ]);
    expect(html).not.toContain('javascript:');
  });

  it('renders every kind, the script and the slug', () => {
    const html = render([
      {
        id: 'v1',
        type: 'video',
        src: 'https://a.example/v.mp4',
        poster: 'https://a.example/p.jpg',
      },
      {
        id: 'd1',
        type: 'download',
        label: '下载',
        android_url: 'https://a.example/a.apk',
        ios_url: 'https://apps.example/id1',
        color: '#ff0000',
      },
      {
        id: 'f1',
        type: 'form',
        title: '预约',
        fields: [{ key: 'phone', label: '手机号', kind: 'phone', required: true }],
        submit_label: '提交',
      },
    ]);
    expect(html).toContain('<video src="https://a.example/v.mp4" poster="https://a.example/p.jpg"');
    expect(html).toContain('data-ios="https://apps.example/id1"');
    expect(html).toContain('href="https://a.example/a.apk"');
    expect(html).toContain('<form data-form="f1"');
    expect(html).toContain('name="phone" type="tel" maxlength="200" pattern="1[0-9]{10}"');
    expect(html).toContain('<script src="/lp/_/page.js" defer></script>');
    expect(html).toContain('data-slug="abc123def456"');
  });

  it('says so when the page is empty, and leaves the script out of a preview', () => {
    const html = renderLandingPage({ slug: 'abc123def456', title: 'x', components: [] });
    expect(html).toContain('页面还没有内容');
    expect(html).not.toContain('<script');
  });
});
