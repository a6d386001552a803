import { describe, expect, it } from 'vitest';
import { encodeQuery, LongIdSchema, queryJson } from './query';
import { longIntegersAsText, parseWireJson, stringifyWireJson } from './wire-json';
import { z } from 'zod';

// 7203456789012345679 is not a double: JSON.parse turns it into 7203456789012345856.
const LONG = '7203456789012345679';

describe('parseWireJson', () => {
  it('keeps a 19-digit integer exact as a bigint where JSON.parse rounds it', () => {
    const text = `{"data":{"list":[{"promotion_id":${LONG},"budget":300.5}]}}`;
    expect(
      String(
        (JSON.parse(text) as { data: { list: { promotion_id: number }[] } }).data.list[0]
          ?.promotion_id,
      ),
    ).not.toBe(LONG);
    expect(parseWireJson(text)).toEqual({
      data: { list: [{ promotion_id: BigInt(LONG), budget: 300.5 }] },
    });
  });

  it('keeps integers a number holds exactly as numbers, at the edge of 2^53 too', () => {
    const text = `[9007199254740991, 9007199254740992, 1234567890123456, -42, 0.1, 1e3, "${LONG}"]`;
    expect(parseWireJson(text)).toEqual([
      9007199254740991,
      9007199254740992n,
      1234567890123456,
      -42,
      0.1,
      1000,
      LONG,
    ]);
  });

  it('keeps long digits inside strings as they are, with or without a long number beside', () => {
    expect(parseWireJson(`{"dimensions":{"cdp_promotion_id":"${LONG}"}}`)).toEqual({
      dimensions: { cdp_promotion_id: LONG },
    });
    expect(parseWireJson(`{"a":"x:${LONG}","b":[ ${LONG}]}`)).toEqual({
      a: `x:${LONG}`,
      b: [BigInt(LONG)],
    });
  });

  it('parses text without long digit runs as JSON.parse does', () => {
    const text = '{"code":0,"message":"OK","data":{"a":[1,2.5,true,null,"x"]}}';
    expect(parseWireJson(text)).toEqual(JSON.parse(text));
  });

  it('refuses text that is not JSON with a SyntaxError, with long digits or without', () => {
    expect(() => parseWireJson('<html>')).toThrow(SyntaxError);
    expect(() => parseWireJson(`{"id":${LONG}`)).toThrow(SyntaxError);
  });
});

describe('stringifyWireJson', () => {
  it('writes a bigint as a JSON number with every digit', () => {
    const text = stringifyWireJson({
      promotion_ids: [BigInt(LONG), 12],
      name: 'a',
      skip: undefined,
    });
    expect(text).toBe(`{"promotion_ids":[${LONG},12],"name":"a"}`);
    expect(parseWireJson(text)).toEqual({ promotion_ids: [BigInt(LONG), 12], name: 'a' });
  });

  it('writes values without a bigint as JSON.stringify does', () => {
    const value = { a: [1, 'b', null], d: new Date(0) };
    expect(stringifyWireJson(value)).toBe(JSON.stringify(value));
  });

  it('JSON-encodes nested long ids in a GET query exactly', () => {
    expect(encodeQuery({ promotion_ids: [BigInt(LONG)], advertiser_id: BigInt(LONG) })).toEqual({
      promotion_ids: `[${LONG}]`,
      advertiser_id: LONG,
    });
    const schema = queryJson(z.array(LongIdSchema));
    expect(schema.parse(`[${LONG}]`)).toEqual([BigInt(LONG)]);
  });
});

describe('LongIdSchema', () => {
  it('takes a bigint, a safe integer or a string of digits, and gives a bigint', () => {
    expect(LongIdSchema.parse(BigInt(LONG))).toBe(BigInt(LONG));
    expect(LongIdSchema.parse(1_780_000_000_000_001)).toBe(1_780_000_000_000_001n);
    expect(LongIdSchema.parse(LONG)).toBe(BigInt(LONG));
  });

  it('refuses a number beyond 2^53 (its digits are already lost), zero, and what is not an id', () => {
    for (const bad of [Number(LONG), 0, -1n, 1.5, 'abc', '', 2n ** 64n, null]) {
      expect(LongIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('longIntegersAsText', () => {
  it('turns every bigint of a parsed answer into its digits and keeps the rest', () => {
    const parsed = parseWireJson(`{"promotion_id":${LONG},"ids":[${LONG},3],"name":"a","n":null}`);
    expect(longIntegersAsText(parsed)).toEqual({
      promotion_id: LONG,
      ids: [LONG, 3],
      name: 'a',
      n: null,
    });
  });
});
