// The fixed catalogue the seed draws from: game publishers (companies), their games, an agency,
// and the industries of game advertisers. Names follow the real accounts' style
// `<game>-<platform>-<nn>`, e.g. 星河战纪-安卓-01.

export interface CompanyPlan {
  id: string;
  name: string;
  /** Short name used in manager-account names. */
  short: string;
  games: string[];
  /** Has a 账号管家 / 商务管家 account over its advertisers (Ocean Engine, Tencent). */
  managed: boolean;
  /** Its advertisers are run by the agency below (children of the agency account). */
  viaAgency: boolean;
}

export const COMPANIES: readonly CompanyPlan[] = [
  {
    id: 'c01',
    name: '星河互娱网络科技有限公司',
    short: '星河互娱',
    games: ['星河战纪', '萌宠消消乐'],
    managed: true,
    viaAgency: false,
  },
  {
    id: 'c02',
    name: '青柠游戏（上海）有限公司',
    short: '青柠游戏',
    games: ['剑影江湖'],
    managed: false,
    viaAgency: false,
  },
  {
    id: 'c03',
    name: '北斗星辰互动娱乐有限公司',
    short: '北斗互娱',
    games: ['神域传说', '疾风赛车'],
    managed: true,
    viaAgency: false,
  },
  {
    id: 'c04',
    name: '云梦山海科技有限公司',
    short: '云梦山海',
    games: ['山海异闻录'],
    managed: false,
    viaAgency: true,
  },
  {
    id: 'c05',
    name: '炽焰网络科技有限公司',
    short: '炽焰网络',
    games: ['三国志·霸业'],
    managed: false,
    viaAgency: true,
  },
];

/** The agency company and its agency account on every medium. */
export const AGENCY = { id: 'c90', name: '聚量数字营销有限公司', short: '聚量营销' } as const;

export const PLATFORM_LABELS = ['安卓', 'iOS'] as const;

export const GAME_INDUSTRIES = [
  '角色扮演',
  '休闲益智',
  '策略',
  '动作冒险',
  '竞速',
  '卡牌',
] as const;

export const SANDBOX_USERS = [
  {
    username: 'demo',
    password: 'demo123',
    displayName: '演示用户',
    companyIds: [...COMPANIES.map((c) => c.id), AGENCY.id],
  },
  { username: 'ops', password: 'ops123', displayName: '运营专员', companyIds: ['c01', 'c02'] },
] as const;

/** Advertisers per game and platform on each medium (dozens per medium in all). */
export const ACCOUNTS_PER_GAME_PLATFORM = { oceanengine: 3, kuaishou: 2, tencent: 2 } as const;

/** The platform's app on each medium. */
export const APP_NAME = '投放平台';
