// The rules of a conversion base (docs/architecture/conversion-bases.md): what the create dialog
// checks as the user types and the server checks again, and how the tracking links are built
// from the addresses the user gives and the medium's macros.

import type { BaseKind, BaseMedium, BasePlatform, LinkKind } from '@toufang/contracts';
import { appStoreIdOf } from '../game-apps/app-rules';
import { BASE_KIND_SHAPES, baseKindProblem } from './base-kinds';
import { basePlatformProblem } from './base-media';
import { MEDIUM_LINKS, macrosFor } from './link-macros';
import { AD_ID_PARAM } from '../ad-ids/ad-id-format';

export const BASE_NAME_MAX = 100;
/** The address the user gives; the built link adds the macros to it. */
export const TRACKING_URL_MAX = 512;
export const DOWNLOAD_URL_MAX = 1024;

/** The parameters every tracked link carries besides the macros: which base and game it is. */
export const BASE_PARAMS = ['base_id', 'game_id'] as const;

const IPV4_HOST = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const DOMAIN_HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i;
const MACRO = /__[A-Z0-9_]+__/;

export type BaseField = 'platform' | 'name' | 'downloadUrl' | 'clickUrl' | 'impressionUrl';

export interface BaseProblem {
  field: BaseField;
  message: string;
}

export interface BaseInput {
  medium: BaseMedium;
  /** `app` when not given; a mini-program base has no download link. */
  kind?: BaseKind;
  platform: BasePlatform;
  name: string;
  downloadUrl: string;
  clickUrl: string;
  impressionUrl?: string | null;
}

interface ParsedUrl {
  protocol: string;
  hostname: string;
  params: string[];
}

const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#:\s@]+)(?::\d{1,5})?([/?][^#]*)?$/i;

/** The scheme, host and query parameter names of an absolute URL, or null. */
function parse(url: string): ParsedUrl | null {
  const m = URL_PARTS.exec(url);
  if (!m) return null;
  const rest = m[3] ?? '';
  const query = rest.includes('?') ? rest.slice(rest.indexOf('?') + 1) : '';
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      try {
        return decodeURIComponent(key);
      } catch {
        return key;
      }
    });
  return {
    protocol: `${(m[1] ?? '').toLowerCase()}:`,
    hostname: (m[2] ?? '').toLowerCase(),
    params,
  };
}

/**
 * The problem of a tracking address, or null: http(s) on a registered domain (the media refuse
 * bare IPs), no `#` (腾讯广告), no macros of its own (the macros are added per medium), and none
 * of the parameters the link adds or the medium appends itself.
 */
export function trackingUrlProblem(
  medium: BaseMedium,
  label: string,
  value: string,
): string | null {
  const url = value.trim();
  if (url.length > TRACKING_URL_MAX) return `${label}最多 ${TRACKING_URL_MAX} 个字符`;
  if (/\s/.test(url)) return `${label}不能包含空格`;
  if (url.includes('#')) return `${label}不能包含 #`;
  const parsed = parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return `${label}应为 http 或 https 地址`;
  if (IPV4_HOST.test(parsed.hostname) || parsed.hostname.startsWith('[')) {
    return `${label}不能直接使用 IP，请使用正式域名`;
  }
  if (!DOMAIN_HOST.test(parsed.hostname)) return `${label}的域名不正确`;
  if (MACRO.test(url)) return `${label}中不要填写宏参数，系统会按媒体自动拼接`;
  const taken = new Set<string>([
    ...BASE_PARAMS,
    AD_ID_PARAM,
    ...MEDIUM_LINKS[medium].macros.map((m) => m.param),
    ...MEDIUM_LINKS[medium].reservedParams,
  ]);
  const clash = parsed.params.filter((k) => taken.has(k));
  if (clash.length > 0) {
    return `${label}中不能使用参数 ${[...new Set(clash)].join('、')}（系统或媒体会自动拼接）`;
  }
  return null;
}

/** The problem of a base's download link, or null: http(s); for iOS an App Store link. */
export function downloadUrlProblem(platform: BasePlatform, value: string): string | null {
  const url = value.trim();
  const ios = platform === 'APP_IOS';
  if (!url) return ios ? '请填写 App Store 链接' : '请填写下载链接';
  if (url.length > DOWNLOAD_URL_MAX) return `下载链接最多 ${DOWNLOAD_URL_MAX} 个字符`;
  const parsed = parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol) || /\s/.test(url)) {
    return '下载链接应为 http 或 https 地址';
  }
  if (ios && !appStoreIdOf(url)) {
    return 'iOS 的下载链接应为 App Store 链接，如 https://apps.apple.com/cn/app/id123456789';
  }
  return null;
}

/** Every problem of `input`, in form order; empty when the base may be created. */
export function baseProblems(input: BaseInput): BaseProblem[] {
  const problems: BaseProblem[] = [];
  const add = (field: BaseField, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const kind = input.kind ?? 'app';
  add(
    'platform',
    basePlatformProblem(input.medium, input.platform) ??
      baseKindProblem(kind, input.medium, input.platform),
  );
  const name = input.name.trim();
  if (!name) add('name', '请填写转化基础名称');
  else if ([...name].length > BASE_NAME_MAX) add('name', `名称最多 ${BASE_NAME_MAX} 个字符`);

  const downloads = kind !== 'mini_program';
  if (downloads) add('downloadUrl', downloadUrlProblem(input.platform, input.downloadUrl));

  const click = input.clickUrl.trim();
  if (!click) add('clickUrl', '请填写点击监测地址');
  else if (downloads && click === input.downloadUrl.trim()) {
    add('clickUrl', '点击监测地址不能是下载链接');
  } else add('clickUrl', trackingUrlProblem(input.medium, '点击监测地址', click));

  const impression = input.impressionUrl?.trim();
  if (impression)
    add('impressionUrl', trackingUrlProblem(input.medium, '展示监测地址', impression));
  return problems;
}

export interface LinkSource {
  medium: BaseMedium;
  /** `app` when not given; a kind without macros gets plain links and no callback. */
  kind?: BaseKind;
  platform: BasePlatform;
  /** The base's id; a preview before the base exists shows a placeholder. */
  baseId: number | string;
  gadCfgGameId: number;
  clickUrl: string;
  impressionUrl?: string | null;
}

export interface BuiltLink {
  kind: LinkKind;
  method: 'GET' | 'POST';
  url: string;
  macros: { param: string; macro: string; label: string }[];
}

/**
 * Appends `param=value` pairs to an address. Macros stay literal (`__IP__`, not encoded): the
 * medium finds and replaces them as written.
 */
function withParams(address: string, pairs: readonly (readonly [string, string])[]): string {
  const [head = '', query = ''] = address.trim().split('?', 2);
  const kept = query ? [query.replace(/&+$/, '')] : [];
  const added = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`);
  return `${head}?${[...kept, ...added].filter(Boolean).join('&')}`;
}

/**
 * The links of a base: the click link, the impression link when an address is given, and the
 * medium's conversion callback (none on a medium without an API). Built from data only; the same source gives the same links.
 */
export function buildLinks(source: LinkSource): BuiltLink[] {
  const ours = [
    ['base_id', String(source.baseId)],
    ['game_id', String(source.gadCfgGameId)],
  ] as const;
  const withMacros = BASE_KIND_SHAPES[source.kind ?? 'app'].macros;
  const tracked = (kind: 'click' | 'impression', address: string): BuiltLink => {
    const macros = withMacros ? macrosFor(source.medium, kind, source.platform) : [];
    return {
      kind,
      method: 'GET',
      url: withParams(address, [...ours, ...macros.map((m) => [m.param, m.macro] as const)]),
      macros: macros.map(({ param, macro, label }) => ({ param, macro, label })),
    };
  };
  const links = [tracked('click', source.clickUrl)];
  const impression = source.impressionUrl?.trim();
  if (impression) links.push(tracked('impression', impression));
  const callback = withMacros ? MEDIUM_LINKS[source.medium].callback : null;
  if (!callback) return links;
  links.push({
    kind: 'callback',
    method: callback.method,
    url: callback.url,
    macros: callback.macros.map((m) => ({ ...m })),
  });
  return links;
}

export const LINK_KIND_NAMES: Record<LinkKind, string> = {
  click: '点击监测链接',
  impression: '展示监测链接',
  callback: '转化回传',
};
