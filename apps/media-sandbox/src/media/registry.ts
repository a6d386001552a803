import { kuaishou, type Medium } from '@toufang/media-wire';
import type { MediumDialect } from '../http/dialect';
import type { MediumContext } from '../http/medium-context';
import type { AuthorizeFlavor } from '../oauth/authorize-routes';
import {
  createKuaishouDialect,
  kuaishouPlugin,
  registerKuaishouRoutes,
  type KuaishouCodes,
} from './kuaishou/index';
import type { MediumSimPlugin } from '../sim/plugin';
import {
  oceanEngineDialect,
  oceanEnginePlugin,
  registerOceanEngineRoutes,
} from './oceanengine/index';
import { registerTencentRoutes, tencentDialect, tencentPlugin } from './tencent/index';

/**
 * Where each medium lives on the sandbox (one port serves all three; an adapter swaps only its
 * base URL): API base, authorize page, and Tencent's separate token endpoint.
 */
export const SANDBOX_PATHS = {
  oceanengine: { apiBase: '/oceanengine/open_api/', authorize: '/oceanengine/audit/oauth.html' },
  kuaishou: { apiBase: '/kuaishou/rest/openapi/', authorize: '/kuaishou/tools/authorize' },
  tencent: {
    apiBase: '/tencent/v3.0/',
    authorize: '/tencent/oauth/authorize',
    token: '/tencent/oauth/token',
  },
} as const satisfies Record<Medium, { apiBase: string; authorize: string; token?: string }>;

/** Media on the delivery engine (sim/): each brings a plugin mapping its objects to the levels. */
export const DELIVERY_PLUGINS: readonly MediumSimPlugin[] = [
  oceanEnginePlugin,
  kuaishouPlugin,
  tencentPlugin,
];

export interface MediumModule {
  dialect: MediumDialect;
  authorize: Omit<AuthorizeFlavor, 'dialect'>;
  register(ctx: MediumContext): void;
}

export function mediumModules(kuaishouCodes: Partial<KuaishouCodes> = {}): MediumModule[] {
  return [
    {
      dialect: oceanEngineDialect,
      register: registerOceanEngineRoutes,
      authorize: {
        path: SANDBOX_PATHS.oceanengine.authorize,
        appIdParam: 'app_id',
        codeParam: 'auth_code',
        brand: { title: '巨量引擎 · 开放平台', accent: '#1f6bff' },
        roleLabels: { advertiser: '广告主', manager: '账号管家', agency: '代理商' },
        defaultScopes: ['账户信息', '广告管理', '数据报表', '素材管理'],
      },
    },
    {
      dialect: createKuaishouDialect(kuaishouCodes),
      register: registerKuaishouRoutes,
      authorize: {
        path: SANDBOX_PATHS.kuaishou.authorize,
        appIdParam: 'app_id',
        codeParam: 'auth_code',
        brand: { title: '磁力引擎 · 开发者平台', accent: '#ff5c00' },
        roleLabels: { advertiser: '广告主', manager: '管理账户', agency: '代理商' },
        defaultScopes: kuaishou.DEFAULT_SCOPES,
      },
    },
    {
      dialect: tencentDialect,
      register: registerTencentRoutes,
      authorize: {
        path: SANDBOX_PATHS.tencent.authorize,
        appIdParam: 'client_id',
        codeParam: 'authorization_code',
        brand: { title: '腾讯广告 · 开发者平台', accent: '#296bef' },
        roleLabels: { advertiser: '广告主', manager: '商务管家', agency: '代理商' },
        defaultScopes: ['ads_management', 'ads_insights', 'account_management'],
      },
    },
  ];
}
