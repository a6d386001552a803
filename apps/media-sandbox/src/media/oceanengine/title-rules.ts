import { oceanengine } from '@toufang/media-wire';
import { wireError } from '../../http/medium-error';

// Ocean Engine's creative title (bububa title_material.go): 5–30 字, two half-width characters
// counting as one, no line breaks. The v2 custom creatives and the v3 promotions share it.

const TITLE_MIN = 5;
const TITLE_MAX = 30;

/** The title length as Ocean Engine counts it: a printable ASCII character is half. */
function titleWidth(title: string): number {
  let width = 0;
  for (const char of title) width += /^[\x20-\x7e]$/.test(char) ? 0.5 : 1;
  return width;
}

export const paramError = (message: string) =>
  wireError({ code: oceanengine.ErrorCode.PARAM_ERROR, message });

export function checkTitle(title: string): void {
  const width = titleWidth(title);
  if (/[\r\n]/.test(title)) throw paramError('创意标题不能换行');
  if (width < TITLE_MIN || width > TITLE_MAX) {
    throw paramError(
      `创意标题长度为${TITLE_MIN}-${TITLE_MAX}个字，两个英文字符占1位（当前 ${width} 个字）`,
    );
  }
}
