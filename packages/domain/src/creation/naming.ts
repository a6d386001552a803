// Names of created objects from a name rule with macros (spec 002 §9 `系统自动搭建_[日期][序号]`;
// the macros are listed in contracts `NAME_MACROS`). A rule without `[序号]` gives every object
// the same name, which the validation refuses per account (names are unique there).

export interface NameContext {
  /** `YYYYMMDD`. */
  date: string;
  seq: number;
  game: string;
  /** The material's file name without its extension. */
  materialName: string;
  accountId: string;
  accountName: string;
}

const MACRO = /\[(日期|序号|游戏|素材名|账户|账户名)\]/g;

/** A file name without its extension (`春节.mp4` → `春节`). */
export const baseName = (fileName: string) => fileName.replace(/\.[^./\\]{1,8}$/, '');

/** The rule with every macro replaced; unknown brackets stay as typed. */
export function expandName(rule: string, ctx: NameContext): string {
  return rule
    .replace(MACRO, (_, macro: string) => {
      switch (macro) {
        case '日期':
          return ctx.date;
        case '序号':
          return String(ctx.seq);
        case '游戏':
          return ctx.game;
        case '素材名':
          return baseName(ctx.materialName);
        case '账户':
          return ctx.accountId;
        default:
          return ctx.accountName;
      }
    })
    .trim();
}

/** Whether the rule numbers its objects (each name differs by `[序号]`). */
export const hasSequence = (rule: string) => rule.includes('[序号]');

/** `YYYYMMDD` of a calendar date `YYYY-MM-DD`. */
export const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** Characters as the media count a name (code points). */
export const nameLength = (name: string) => [...name].length;

/** A name's length where a character outside ASCII counts twice (Ocean Engine v2 names). */
export const wideNameLength = (name: string) =>
  [...name].reduce((n, c) => n + (c > '\x7f' ? 2 : 1), 0);
