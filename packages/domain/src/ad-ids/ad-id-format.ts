import type { BaseMedium } from '@toufang/contracts';

// The ad ID string (docs/architecture/ad-ids.md "The ad ID"): the medium's letter, the row's
// sequence number in base 36 padded to seven characters, and an ISO 7064 MOD 37,36 check
// character, e.g. B00000A1 + check. Upper case; a search accepts lower case and spaces around.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The first character of an ad ID, one per medium. */
export const AD_ID_PREFIXES: Readonly<Record<BaseMedium, string>> = {
  bytedance: 'B',
  kuaishou: 'K',
  tencent: 'Q',
  other: 'O',
  pc: 'P',
};

const SEQUENCE_DIGITS = 7;
/** The largest sequence number seven base-36 digits hold. */
export const AD_ID_SEQUENCE_MAX = 36 ** SEQUENCE_DIGITS - 1;
export const AD_ID_LENGTH = 1 + SEQUENCE_DIGITS + 1;

/** ISO 7064 MOD 37,36: detects every single wrong character and every swap of neighbours. */
export function checkCharacter(text: string): string {
  let p = 36;
  for (const c of text) {
    const value = ALPHABET.indexOf(c);
    if (value < 0) throw new Error(`not alphanumeric: ${c}`);
    let s = (p + value) % 36;
    if (s === 0) s = 36;
    p = (s * 2) % 37;
  }
  return ALPHABET[(37 - p) % 36] as string;
}

/** The ad ID of the `sequence`-th ad ID (a positive integer) on a medium. */
export function formatAdId(medium: BaseMedium, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > AD_ID_SEQUENCE_MAX) {
    throw new Error(`ad id sequence out of range: ${sequence}`);
  }
  const body = AD_ID_PREFIXES[medium] + sequence.toString(36).toUpperCase().padStart(7, '0');
  return body + checkCharacter(body);
}

export interface ParsedAdId {
  adId: string;
  medium: BaseMedium;
  sequence: number;
}

const MEDIUM_OF_PREFIX = new Map(
  Object.entries(AD_ID_PREFIXES).map(([medium, prefix]) => [prefix, medium as BaseMedium]),
);

/** What a typed ad ID is, or null when it is not one (wrong length, letter or check character). */
export function parseAdId(input: string): ParsedAdId | null {
  const adId = input.trim().toUpperCase();
  if (adId.length !== AD_ID_LENGTH || !/^[0-9A-Z]+$/.test(adId)) return null;
  const medium = MEDIUM_OF_PREFIX.get(adId[0] as string);
  if (!medium) return null;
  const body = adId.slice(0, -1);
  if (checkCharacter(body) !== adId.slice(-1)) return null;
  const sequence = parseInt(body.slice(1), 36);
  if (sequence < 1) return null;
  return { adId, medium, sequence };
}

/** The query parameter an ad ID's click link carries it in. */
export const AD_ID_PARAM = 'ad_id';

/**
 * An ad ID's click link: the base's click link with `ad_id=<ad ID>` after the base's own
 * parameters (`base_id`, `game_id`), before the medium's macros. Macros stay as written.
 */
export function adIdClickLink(baseClickLink: string, adId: string): string {
  const at = baseClickLink.indexOf('?');
  const param = `${AD_ID_PARAM}=${adId}`;
  if (at < 0) return `${baseClickLink}?${param}`;
  const address = baseClickLink.slice(0, at);
  const segments = baseClickLink
    .slice(at + 1)
    .split('&')
    .filter((s) => s !== '' && !s.startsWith(`${AD_ID_PARAM}=`));
  const gameAt = segments.findIndex((s) => s.startsWith('game_id='));
  const baseAt = segments.findIndex((s) => s.startsWith('base_id='));
  const after = Math.max(gameAt, baseAt);
  segments.splice(after + 1, 0, param);
  return `${address}?${segments.join('&')}`;
}
