import { describe, expect, it } from 'vitest';
import { BASE_MEDIA } from '@toufang/contracts';
import { MEDIUM_LINKS, macrosFor } from './link-macros';
import { baseProblems, buildLinks, trackingUrlProblem, type BaseInput } from './link-rules';

const android: BaseInput = {
  medium: 'bytedance',
  platform: 'APP_ANDROID',
  name: '三国志-安卓-头条',
  downloadUrl: 'https://cdn.example.com/sanguo.apk',
  clickUrl: 'https://track.example.com/click',
  impressionUrl: 'https://track.example.com/show',
};
const fields = (input: BaseInput) => baseProblems(input).map((p) => p.field);

describe('baseProblems', () => {
  it('accepts a well-formed base on every medium and platform', () => {
    for (const medium of BASE_MEDIA.filter((m) => m !== 'pc')) {
      expect(baseProblems({ ...android, medium })).toEqual([]);
      expect(
        baseProblems({
          ...android,
          medium,
          platform: 'APP_IOS',
          downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
        }),
      ).toEqual([]);
    }
    expect(baseProblems({ ...android, impressionUrl: '' })).toEqual([]);
    expect(baseProblems({ ...android, medium: 'pc', platform: 'PC' })).toEqual([]);
  });

  it('keeps each medium to its platforms: a desktop game on PC, an app on Android or iOS', () => {
    expect(baseProblems({ ...android, medium: 'pc' })).toEqual([
      { field: 'platform', message: '端游媒体的转化基础平台只能是PC' },
    ]);
    expect(baseProblems({ ...android, medium: 'other', platform: 'PC' })).toEqual([
      { field: 'platform', message: '其他媒体的转化基础平台只能是安卓或iOS' },
    ]);
  });

  it('asks for the name, download link and click address in Chinese', () => {
    const problems = baseProblems({ ...android, name: ' ', downloadUrl: '', clickUrl: '' });
    expect(problems.map((p) => p.message)).toEqual([
      '请填写转化基础名称',
      '请填写下载链接',
      '请填写点击监测地址',
    ]);
  });

  it('refuses an iOS download link that is not an App Store link', () => {
    const problems = baseProblems({ ...android, platform: 'APP_IOS' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/App Store/);
  });

  it('refuses a click address equal to the download link', () => {
    expect(baseProblems({ ...android, clickUrl: android.downloadUrl })[0]?.message).toBe(
      '点击监测地址不能是下载链接',
    );
  });

  it('names the field of a bad impression address', () => {
    expect(fields({ ...android, impressionUrl: 'ftp://track.example.com/show' })).toEqual([
      'impressionUrl',
    ]);
  });
});

describe('trackingUrlProblem', () => {
  const problem = (url: string, medium: BaseInput['medium'] = 'bytedance') =>
    trackingUrlProblem(medium, '点击监测地址', url);

  it.each([
    ['track.example.com/click', '点击监测地址应为 http 或 https 地址'],
    ['https://10.0.0.8/click', '点击监测地址不能直接使用 IP，请使用正式域名'],
    ['https://localhost/click', '点击监测地址的域名不正确'],
    ['https://track.example.com/click#a', '点击监测地址不能包含 #'],
    [
      'https://track.example.com/click?ip=__IP__',
      '点击监测地址中不要填写宏参数，系统会按媒体自动拼接',
    ],
    [
      'https://track.example.com/click?base_id=1',
      '点击监测地址中不能使用参数 base_id（系统或媒体会自动拼接）',
    ],
    [
      'https://track.example.com/click?ad_id=B1',
      '点击监测地址中不能使用参数 ad_id（系统或媒体会自动拼接）',
    ],
    ['https://track.example.com/ click', '点击监测地址不能包含空格'],
    [`https://track.example.com/${'a'.repeat(600)}`, '点击监测地址最多 512 个字符'],
  ])('refuses %s', (url, message) => {
    expect(problem(url)).toBe(message);
  });

  it('refuses the parameters 腾讯广告 appends itself, on Tencent only', () => {
    const url = 'https://track.example.com/click?appid=1';
    expect(problem(url, 'tencent')).toMatch(/appid/);
    expect(problem(url, 'bytedance')).toBeNull();
  });

  it('keeps parameters of the address that clash with nothing', () => {
    expect(problem('https://track.example.com/click?channel=tt')).toBeNull();
  });
});

describe('buildLinks', () => {
  const source = {
    medium: 'bytedance' as const,
    platform: 'APP_ANDROID' as const,
    baseId: 7,
    gadCfgGameId: 880001,
    clickUrl: 'https://track.example.com/click?channel=tt',
    impressionUrl: 'https://track.example.com/show',
  };

  it('appends the base, the game and the medium macros, literally', () => {
    const [click, show, callback] = buildLinks(source);
    expect(click?.url).toBe(
      'https://track.example.com/click?channel=tt&base_id=7&game_id=880001&project_id=__PROJECT_ID__&promotion_id=__PROMOTION_ID__&csite=__CSITE__&os=__OS__&imei=__IMEI__&oaid=__OAID__&androidid=__ANDROIDID__&ip=__IP__&ua=__UA__&ts=__TS__&callback_param=__CALLBACK_PARAM__',
    );
    expect(show?.kind).toBe('impression');
    expect(show?.url).not.toContain('__CALLBACK_PARAM__');
    expect(callback).toMatchObject({
      kind: 'callback',
      method: 'POST',
      url: 'https://analytics.oceanengine.com/api/v2/conversion',
    });
  });

  it('uses the device macros of the platform', () => {
    const [click] = buildLinks({ ...source, platform: 'APP_IOS' });
    expect(click?.url).toContain('idfa=__IDFA__');
    expect(click?.url).not.toContain('__IMEI__');
    expect(click?.url).not.toContain('__OAID__');
  });

  it('builds each medium from its own macros', () => {
    const ks = buildLinks({ ...source, medium: 'kuaishou' });
    expect(ks[0]?.url).toContain('callback=__CALLBACK__');
    expect(ks[0]?.url).toContain('imei=__IMEI2__');
    const tx = buildLinks({ ...source, medium: 'tencent' });
    expect(tx[0]?.url).toContain('click_id=__CLICK_ID__');
    expect(tx[1]?.url).toContain('impression_id=__IMPRESSION_ID__');
    expect(tx[1]?.url).toContain('callback=__CALLBACK__');
  });

  it('leaves the impression link out when no address is given', () => {
    expect(buildLinks({ ...source, impressionUrl: null }).map((l) => l.kind)).toEqual([
      'click',
      'callback',
    ]);
  });

  it('gives a medium without an API a plain click link and no callback', () => {
    const links = buildLinks({ ...source, medium: 'other' });
    expect(links).toEqual([
      {
        kind: 'click',
        method: 'GET',
        url: 'https://track.example.com/click?channel=tt&base_id=7&game_id=880001',
        macros: [],
      },
      {
        kind: 'impression',
        method: 'GET',
        url: 'https://track.example.com/show?base_id=7&game_id=880001',
        macros: [],
      },
    ]);
    expect(MEDIUM_LINKS.other.callback).toBeNull();
    expect(buildLinks({ ...source, medium: 'pc', platform: 'PC' })).toEqual(links);
  });

  it('lists every macro it adds', () => {
    const [click] = buildLinks(source);
    expect(click?.macros.map((m) => m.macro)).toEqual(
      macrosFor('bytedance', 'click', 'APP_ANDROID').map((m) => m.macro),
    );
  });
});

describe('MEDIUM_LINKS', () => {
  it('writes every macro as __NAME__ and gives each parameter once per medium', () => {
    for (const links of Object.values(MEDIUM_LINKS)) {
      for (const m of links.macros) expect(m.macro).toMatch(/^__[A-Z0-9_]+__$/);
      const params = links.macros.map((m) => m.param);
      expect(new Set(params).size).toBe(params.length);
    }
  });
});
