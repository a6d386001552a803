import { describe, expect, it } from 'vitest';
import {
  START_PATH_MAX,
  baseKindProblem,
  miniProgramIdProblem,
  startPathProblem,
} from './base-kinds';
import { baseProblems, buildLinks, type BaseInput } from './link-rules';

const miniProgram: BaseInput = {
  medium: 'bytedance',
  kind: 'mini_program',
  platform: 'APP_ANDROID',
  name: '三国志-小游戏-巨量引擎',
  downloadUrl: '',
  clickUrl: 'https://track.example.com/click',
};

describe('baseKindProblem', () => {
  it('makes an app base on every medium', () => {
    expect(baseKindProblem('app', 'tencent', 'APP_IOS')).toBeNull();
    expect(baseKindProblem('app', 'pc', 'PC')).toBeNull();
  });

  it('makes a mini-program base on Ocean Engine only, for Android or iOS', () => {
    expect(baseKindProblem('mini_program', 'bytedance', 'APP_IOS')).toBeNull();
    expect(baseKindProblem('mini_program', 'kuaishou', 'APP_ANDROID')).toBe(
      '抖音小程序转化基础只能在巨量引擎创建（抖音小程序和小游戏只在巨量引擎投放）',
    );
  });

  it('makes a non-stream base on Kuaishou for Android only: channel packages are APKs', () => {
    expect(baseKindProblem('non_stream', 'kuaishou', 'APP_ANDROID')).toBeNull();
    expect(baseKindProblem('non_stream', 'kuaishou', 'APP_IOS')).toBe(
      '非信息流转化基础的平台只能是安卓（渠道包由磁力引擎按安卓 APK 生成）',
    );
    expect(baseKindProblem('non_stream', 'tencent', 'APP_ANDROID')).toBe(
      '非信息流转化基础只能在磁力引擎创建（渠道包由磁力引擎按安卓 APK 生成）',
    );
  });
});

describe('miniProgramIdProblem', () => {
  it('takes tt and 8 to 30 letters or digits', () => {
    expect(miniProgramIdProblem('tt07e3715e98c9aac0')).toBeNull();
    expect(miniProgramIdProblem(' tt07e3715e98c9aac0 ')).toBeNull();
    expect(miniProgramIdProblem('tt12345678')).toBeNull();
    expect(miniProgramIdProblem('tt' + 'A'.repeat(30))).toBeNull();
    expect(miniProgramIdProblem('')).toBe('请填写小程序ID');
    for (const bad of [
      'tt1234567',
      'tt' + 'a'.repeat(31),
      'TT07e3715e98c9aac0',
      'wx07e3715e98c9aac0',
      'tt07e3715e-8c9aac0',
    ]) {
      expect(miniProgramIdProblem(bad)).toMatch(/^小程序ID应为 tt 开头/);
    }
  });
});

describe('startPathProblem', () => {
  it('takes none, or a page path of at most 256 characters', () => {
    expect(startPathProblem(undefined)).toBeNull();
    expect(startPathProblem('')).toBeNull();
    expect(startPathProblem('pages/index/index?from=ad')).toBeNull();
    expect(startPathProblem('p'.repeat(START_PATH_MAX))).toBeNull();
    expect(startPathProblem('p'.repeat(START_PATH_MAX + 1))).toBe('启动路径最多 256 个字符');
  });

  it('refuses an address, a leading slash, spaces and #', () => {
    expect(startPathProblem('https://example.com/a')).toBe(
      '启动路径应为小程序内的页面路径，不是网址',
    );
    expect(startPathProblem('/pages/index/index')).toBe(
      '启动路径不以 / 开头，如 pages/index/index',
    );
    expect(startPathProblem('pages/index index')).toBe('启动路径不能包含空格或 #');
    expect(startPathProblem('pages/index#top')).toBe('启动路径不能包含空格或 #');
  });
});

describe('baseProblems of the kinds', () => {
  it('asks a mini-program base for no download link', () => {
    expect(baseProblems(miniProgram)).toEqual([]);
    expect(baseProblems({ ...miniProgram, kind: 'app' }).map((p) => p.field)).toEqual([
      'downloadUrl',
    ]);
  });

  it('refuses a kind on a medium or platform it is not made for', () => {
    expect(baseProblems({ ...miniProgram, medium: 'tencent' })).toEqual([
      {
        field: 'platform',
        message: '抖音小程序转化基础只能在巨量引擎创建（抖音小程序和小游戏只在巨量引擎投放）',
      },
    ]);
  });
});

describe('buildLinks of the kinds', () => {
  const source = {
    medium: 'kuaishou' as const,
    platform: 'APP_ANDROID' as const,
    baseId: 9,
    gadCfgGameId: 1001,
    clickUrl: 'https://track.example.com/click',
  };

  it('gives a non-stream base plain links and no callback: its placements fill no macros', () => {
    expect(buildLinks({ ...source, kind: 'non_stream' })).toEqual([
      {
        kind: 'click',
        method: 'GET',
        url: 'https://track.example.com/click?base_id=9&game_id=1001',
        macros: [],
      },
    ]);
  });

  it('gives a mini-program base the medium’s macros and callback, as an app base', () => {
    const app = buildLinks({ ...source, medium: 'bytedance' });
    expect(buildLinks({ ...source, medium: 'bytedance', kind: 'mini_program' })).toEqual(app);
    expect(app.map((l) => l.kind)).toEqual(['click', 'callback']);
  });
});
