import type { MediumKey } from '@toufang/contracts';
import { titleFitsMedium } from '../titles/title-length-rules';

// A 图文's text where a medium's creative shows it as a title (Ocean Engine's promotion titles,
// which go with every material of the promotion): the row's titles come first, then each 图文's
// text the medium's title rule takes, none twice, as many as the medium takes.

export function titlesWithGroupTexts(
  medium: MediumKey,
  titles: readonly string[],
  texts: readonly string[],
  max: number,
): string[] {
  const out = [...titles];
  for (const text of texts) {
    if (out.length >= max) break;
    if (!out.includes(text) && titleFitsMedium(text, medium)) out.push(text);
  }
  return out;
}
