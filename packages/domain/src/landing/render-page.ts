import {
  LANDING_URL_PATTERN,
  type LandingComponent,
  type LandingComponentOf,
} from '@toufang/contracts';

// A landing page as one HTML document (docs/architecture/landing-pages.md): the server sends it at
// the page's public address without the web app, and the builder shows the same document in its
// phone frame. Every text and address is escaped; addresses were checked to be http(s) on save.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element and inside a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** An address for `src` / `href`: only http(s) passes; anything else becomes `#`. */
export function safeUrl(value: string | undefined): string {
  return value !== undefined && LANDING_URL_PATTERN.test(value) ? escapeHtml(value) : '#';
}

export interface RenderLandingOptions {
  slug: string;
  title: string;
  components: readonly LandingComponent[];
  /**
   * The page script's address (views, clicks, form posts, the download link by platform). Left
   * out in the builder's preview, where nothing is counted.
   */
  scriptSrc?: string;
}

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#fff;color:#333}',
  'main{max-width:640px;margin:0 auto}',
  '.c-image img,.c-video video{display:block;width:100%;height:auto}',
  '.c-text{margin:0;padding:12px 16px;white-space:pre-wrap;word-break:break-word;line-height:1.6}',
  '.c-download{padding:12px 16px}',
  '.c-download a{display:block;padding:12px;border-radius:24px;color:#fff;text-align:center;text-decoration:none;font-size:17px;font-weight:600}',
  '.c-form{padding:12px 16px}',
  '.c-form h2{margin:0 0 8px;font-size:18px}',
  '.c-form label{display:block;margin:8px 0 4px;font-size:14px}',
  '.c-form input{width:100%;padding:10px;border:1px solid #d9d9d9;border-radius:6px;font-size:15px}',
  '.c-form button{width:100%;margin-top:12px;padding:12px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px}',
  '.c-form output{display:block;margin-top:8px;font-size:14px}',
  '.empty{padding:48px 16px;text-align:center;color:#999}',
].join('');

function renderImage(c: LandingComponentOf<'image'>): string {
  const img = `<img src="${safeUrl(c.src)}" alt="${escapeHtml(c.alt)}" loading="lazy">`;
  return c.link ? `<a data-track href="${safeUrl(c.link)}">${img}</a>` : img;
}

function renderVideo(c: LandingComponentOf<'video'>): string {
  const poster = c.poster ? ` poster="${safeUrl(c.poster)}"` : '';
  return `<video src="${safeUrl(c.src)}"${poster} controls playsinline preload="metadata"></video>`;
}

function renderText(c: LandingComponentOf<'text'>): string {
  const style = `text-align:${c.align};font-size:${c.size}px;color:${c.color};font-weight:${c.bold ? 700 : 400}`;
  return `<p class="c-text" style="${escapeHtml(style)}">${escapeHtml(c.text)}</p>`;
}

function renderDownload(c: LandingComponentOf<'download'>): string {
  // Without the script the link is Android's (or iOS's when only that is set); the script picks
  // iOS's on iPhone and iPad.
  const href = safeUrl(c.android_url ?? c.ios_url);
  const ios = c.ios_url ? ` data-ios="${safeUrl(c.ios_url)}"` : '';
  return `<a data-track href="${href}"${ios} style="background:${escapeHtml(c.color)}">${escapeHtml(c.label)}</a>`;
}

function renderForm(c: LandingComponentOf<'form'>): string {
  const fields = c.fields
    .map((f) => {
      const id = `${c.id}-${f.key}`;
      const type = f.kind === 'phone' ? 'tel' : 'text';
      const pattern = f.kind === 'phone' ? ' pattern="1[0-9]{10}" inputmode="numeric"' : '';
      return (
        `<label for="${escapeHtml(id)}">${escapeHtml(f.label)}${f.required ? ' *' : ''}</label>` +
        `<input id="${escapeHtml(id)}" name="${escapeHtml(f.key)}" type="${type}" maxlength="200"${pattern}${f.required ? ' required' : ''}>`
      );
    })
    .join('');
  const title = c.title ? `<h2>${escapeHtml(c.title)}</h2>` : '';
  return (
    `<form data-form="${escapeHtml(c.id)}" method="post" action="#">${title}${fields}` +
    `<button type="submit">${escapeHtml(c.submit_label)}</button><output></output></form>`
  );
}

function renderComponent(c: LandingComponent): string {
  const inner = (() => {
    switch (c.type) {
      case 'image':
        return renderImage(c);
      case 'video':
        return renderVideo(c);
      case 'text':
        return renderText(c);
      case 'download':
        return renderDownload(c);
      case 'form':
        return renderForm(c);
    }
  })();
  return c.type === 'text' ? inner : `<section class="c-${c.type}">${inner}</section>`;
}

/** The whole document of a landing page. */
export function renderLandingPage(options: RenderLandingOptions): string {
  const body =
    options.components.length > 0
      ? options.components.map(renderComponent).join('')
      : '<p class="empty">页面还没有内容</p>';
  const script = options.scriptSrc
    ? `<script src="${escapeHtml(options.scriptSrc)}" defer></script>`
    : '';
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(options.title)}</title><style>${STYLE}</style>${script}</head>` +
    `<body data-slug="${escapeHtml(options.slug)}"><main>${body}</main></body></html>`
  );
}
