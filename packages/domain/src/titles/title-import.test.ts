import { describe, expect, it } from 'vitest';
import { previewTitleImport, summarizeTitleImport } from './title-import';

const lines = (...texts: string[]) => texts.map((text, i) => ({ line: i + 1, text }));

describe('previewTitleImport', () => {
  it('marks new, in-file duplicate, library duplicate and over-long lines', () => {
    const preview = previewTitleImport(
      lines(
        '三国志战略版今日开服',
        '',
        '三国志战略版今日开服',
        '已在库中的标题哦',
        '超'.repeat(31),
      ),
      new Set(['已在库中的标题哦']),
    );
    expect(preview.map((l) => [l.line, l.status])).toEqual([
      [1, 'new'],
      [3, 'duplicate_file'],
      [4, 'duplicate_library'],
      [5, 'too_long'],
    ]);
    expect(preview[1]?.reason).toBe('与第 1 行重复');
    expect(preview[3]?.media).toEqual([]);
    expect(summarizeTitleImport(preview)).toEqual({ total: 4, new: 1, duplicate: 2, too_long: 1 });
  });

  it('compares titles after trimming and folding spaces', () => {
    const preview = previewTitleImport(lines(' 开服 送 礼 ', '开服  送 礼'), new Set());
    expect(preview.map((l) => l.status)).toEqual(['new', 'duplicate_file']);
    expect(preview[0]?.title).toBe('开服 送 礼');
  });

  it('lists the media that take a new title', () => {
    const [line] = previewTitleImport(lines('开服'), new Set());
    expect(line?.media).toEqual(['kuaishou', 'tencent']);
  });
});
