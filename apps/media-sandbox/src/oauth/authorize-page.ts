// The authorize pages: plain server-rendered HTML, Chinese, no external assets.
// Step 1 signs a sandbox user in; step 2 lets them tick the advertisers to grant.

export interface PageBrand {
  /** e.g. 巨量引擎开放平台 */
  title: string;
  /** Accent colour of the medium. */
  accent: string;
}

export interface AdvertiserOption {
  id: number;
  name: string;
  roleLabel: string;
  companyName: string;
  /** 1 for accounts shown under their manager or agency. */
  depth: 0 | 1;
}

export interface LoginView {
  brand: PageBrand;
  appName: string;
  hidden: Record<string, string>;
  username?: string;
  error?: string;
}

export interface GrantView {
  brand: PageBrand;
  appName: string;
  ticket: string;
  userName: string;
  scopes: string[];
  advertisers: AdvertiserOption[];
  error?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function layout(brand: PageBrand, heading: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${heading} - ${brand.title}`)}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; background: #f3f5f8; color: #1f2329; font: 14px/1.6 -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; }
  header { background: #fff; border-bottom: 3px solid ${brand.accent}; padding: 14px 32px; font-size: 18px; font-weight: 600; }
  header small { font-weight: 400; color: #8a919f; margin-left: 12px; font-size: 13px; }
  main { max-width: 760px; margin: 32px auto; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.06); padding: 28px 32px; }
  h1 { font-size: 20px; margin: 0 0 6px; }
  .sub { color: #646a73; margin: 0 0 20px; }
  .app { color: ${brand.accent}; font-weight: 600; }
  label.field { display: block; margin-bottom: 14px; }
  label.field span { display: block; margin-bottom: 6px; color: #4e5969; }
  input[type=text], input[type=password] { width: 100%; padding: 9px 12px; border: 1px solid #d0d3d9; border-radius: 6px; font-size: 14px; }
  input[type=text]:focus, input[type=password]:focus { outline: none; border-color: ${brand.accent}; }
  button { background: ${brand.accent}; color: #fff; border: 0; border-radius: 6px; padding: 10px 28px; font-size: 15px; cursor: pointer; }
  .error { background: #fff1f0; border: 1px solid #ffccc7; color: #cf1322; padding: 8px 12px; border-radius: 6px; margin-bottom: 16px; }
  .hint { color: #8a919f; font-size: 12px; margin-top: 16px; }
  .scopes { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 18px; padding: 0; list-style: none; }
  .scopes li { background: #f2f3f5; border-radius: 4px; padding: 2px 8px; font-size: 12px; color: #4e5969; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 20px; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #eef0f3; }
  th { background: #fafbfc; color: #646a73; font-weight: 500; position: sticky; top: 0; z-index: 1; }
  td.child { padding-left: 30px; }
  td.child::before { content: "└ "; color: #c2c6cc; }
  .tag { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 4px; background: #e8f3ff; color: #1d4ed8; }
  .tag.plain { background: #f2f3f5; color: #646a73; }
  .scroll { max-height: 460px; overflow-y: auto; border: 1px solid #eef0f3; border-radius: 6px; margin-bottom: 20px; }
  .scroll table { margin-bottom: 0; }
  footer { text-align: center; color: #a0a6b1; font-size: 12px; margin-bottom: 32px; }
</style>
</head>
<body>
<header>${escapeHtml(brand.title)}<small>媒体沙箱</small></header>
<main>
${body}
</main>
<footer>媒体沙箱 · 仅用于开发与测试，不连接真实媒体</footer>
</body>
</html>`;
}

const errorBlock = (error: string | undefined): string =>
  error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';

export function renderLoginPage(view: LoginView): string {
  const hidden = Object.entries(view.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return layout(
    view.brand,
    '授权登录',
    `<h1>授权登录</h1>
<p class="sub">应用 <span class="app">${escapeHtml(view.appName)}</span> 申请访问你的广告账户，请先登录。</p>
${errorBlock(view.error)}
<form method="post">
${hidden}
<input type="hidden" name="step" value="login">
<label class="field"><span>账号</span><input type="text" name="username" autocomplete="username" value="${escapeHtml(view.username ?? '')}" required autofocus></label>
<label class="field"><span>密码</span><input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">登录</button>
</form>
<p class="hint">沙箱测试账号：demo / demo123</p>`,
  );
}

export function renderGrantPage(view: GrantView): string {
  const rows = view.advertisers
    .map(
      (a) => `<tr>
<td><input type="checkbox" name="advertiser_id" value="${a.id}" aria-label="${escapeHtml(a.name)}"></td>
<td class="${a.depth === 1 ? 'child' : ''}">${escapeHtml(a.name)}</td>
<td>${a.id}</td>
<td><span class="tag${a.roleLabel === '广告主' ? ' plain' : ''}">${escapeHtml(a.roleLabel)}</span></td>
<td>${escapeHtml(a.companyName)}</td>
</tr>`,
    )
    .join('\n');
  const scopes = view.scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
  return layout(
    view.brand,
    '选择授权账户',
    `<h1>选择授权账户</h1>
<p class="sub">${escapeHtml(view.userName)}，请勾选要授权给 <span class="app">${escapeHtml(view.appName)}</span> 的广告账户。勾选管家或代理商账户时，其下属账户一并授权。</p>
${scopes ? `<ul class="scopes">${scopes}</ul>` : ''}
${errorBlock(view.error)}
<form method="post">
<input type="hidden" name="step" value="grant">
<input type="hidden" name="ticket" value="${escapeHtml(view.ticket)}">
<div class="scroll"><table>
<thead><tr><th><input type="checkbox" id="all" aria-label="全选"></th><th>账户名称</th><th>账户 ID</th><th>类型</th><th>所属主体</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
<button type="submit">确认授权</button>
</form>
<script>
document.getElementById('all').addEventListener('change', function (e) {
  document.querySelectorAll('input[name=advertiser_id]').forEach(function (box) { box.checked = e.target.checked; });
});
</script>`,
  );
}

export function renderErrorPage(brand: PageBrand, message: string): string {
  return layout(
    brand,
    '授权失败',
    `<h1>授权失败</h1>
${errorBlock(message)}
<p class="sub">请返回应用重新发起授权。</p>`,
  );
}
