import { describe, expect, it } from 'vitest';
import { baseName, compactDate, expandName, hasSequence } from './naming';

const ctx = {
  date: '20260301',
  seq: 7,
  game: '仙侠',
  materialName: '春节.mp4',
  accountId: '1001',
  accountName: '账户一',
};

describe('name rules', () => {
  it('expands the Kuaishou default rule 系统自动搭建_[日期][序号]', () => {
    expect(expandName('系统自动搭建_[日期][序号]', ctx)).toBe('系统自动搭建_202603017');
  });

  it('expands the game, material, account and account name macros', () => {
    expect(expandName('[游戏]-[素材名]-[账户]-[账户名]', ctx)).toBe('仙侠-春节-1001-账户一');
  });

  it('keeps unknown brackets as typed', () => {
    expect(expandName('[未知]_[序号]', ctx)).toBe('[未知]_7');
  });

  it('drops the file extension of a material name only', () => {
    expect(baseName('a.b.mp4')).toBe('a.b');
    expect(baseName('无扩展名')).toBe('无扩展名');
  });

  it('tells a numbered rule and compacts dates', () => {
    expect(hasSequence('a_[序号]')).toBe(true);
    expect(hasSequence('a_[日期]')).toBe(false);
    expect(compactDate('2026-03-01')).toBe('20260301');
  });
});
