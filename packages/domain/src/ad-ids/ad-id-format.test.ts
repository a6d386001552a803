import { describe, expect, it } from 'vitest';
import {
  AD_ID_LENGTH,
  AD_ID_SEQUENCE_MAX,
  adIdClickLink,
  checkCharacter,
  formatAdId,
  parseAdId,
} from './ad-id-format';

describe('formatAdId', () => {
  it('is the medium letter, seven base-36 digits and a check character', () => {
    const id = formatAdId('bytedance', 1);
    expect(id).toHaveLength(AD_ID_LENGTH);
    expect(id.slice(0, 8)).toBe('B0000001');
    expect(id.slice(-1)).toBe(checkCharacter('B0000001'));
    expect(formatAdId('kuaishou', 36).slice(0, 8)).toBe('K0000010');
    expect(formatAdId('tencent', AD_ID_SEQUENCE_MAX).slice(0, 8)).toBe('QZZZZZZZ');
    expect(formatAdId('other', 1).slice(0, 8)).toBe('O0000001');
    expect(formatAdId('pc', 1).slice(0, 8)).toBe('P0000001');
  });

  it('refuses sequences outside 1 … 36^7 - 1', () => {
    expect(() => formatAdId('bytedance', 0)).toThrow();
    expect(() => formatAdId('bytedance', AD_ID_SEQUENCE_MAX + 1)).toThrow();
    expect(() => formatAdId('bytedance', 1.5)).toThrow();
  });

  it('gives different sequences different ids', () => {
    const ids = new Set(Array.from({ length: 5000 }, (_, i) => formatAdId('tencent', i + 1)));
    expect(ids.size).toBe(5000);
  });
});

describe('parseAdId', () => {
  it('reads back what formatAdId made, ignoring case and spaces', () => {
    const id = formatAdId('kuaishou', 123456);
    expect(parseAdId(id)).toEqual({ adId: id, medium: 'kuaishou', sequence: 123456 });
    expect(parseAdId(`  ${id.toLowerCase()} `)?.adId).toBe(id);
    expect(parseAdId(formatAdId('other', 42))?.medium).toBe('other');
    expect(parseAdId(formatAdId('pc', 42))?.medium).toBe('pc');
  });

  it('refuses every single wrong character and every swap of neighbours', () => {
    const id = formatAdId('bytedance', 987654);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 1; i < id.length; i += 1) {
      for (const c of alphabet) {
        if (c === id[i]) continue;
        expect(parseAdId(id.slice(0, i) + c + id.slice(i + 1))).toBeNull();
      }
    }
    for (let i = 1; i < id.length - 1; i += 1) {
      if (id[i] === id[i + 1]) continue;
      const swapped = id.slice(0, i) + id[i + 1] + id[i] + id.slice(i + 2);
      expect(parseAdId(swapped)).toBeNull();
    }
  });

  it('refuses other lengths, letters and the zero sequence', () => {
    expect(parseAdId('')).toBeNull();
    expect(parseAdId('B000001')).toBeNull();
    expect(parseAdId('X0000001' + checkCharacter('X0000001'))).toBeNull();
    expect(parseAdId('B0000000' + checkCharacter('B0000000'))).toBeNull();
    expect(parseAdId('B-000001X')).toBeNull();
  });
});

describe('adIdClickLink', () => {
  const base =
    'https://track.example.com/click?base_id=7&game_id=1001&callback=__CALLBACK_PARAM__&ip=__IP__';

  it('adds ad_id after the base parameters and keeps the macros as written', () => {
    expect(adIdClickLink(base, 'B0000001X')).toBe(
      'https://track.example.com/click?base_id=7&game_id=1001&ad_id=B0000001X&callback=__CALLBACK_PARAM__&ip=__IP__',
    );
  });

  it('replaces an ad_id already there and handles an address without a query', () => {
    expect(adIdClickLink(`${base}&ad_id=OLD`, 'K0000002Y')).toContain(
      'game_id=1001&ad_id=K0000002Y&',
    );
    expect(adIdClickLink(`${base}&ad_id=OLD`, 'K0000002Y')).not.toContain('OLD');
    expect(adIdClickLink('https://t.example.com/c', 'Q0000003Z')).toBe(
      'https://t.example.com/c?ad_id=Q0000003Z',
    );
  });
});
