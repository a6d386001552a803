import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isKnownEnumValue,
  lookupEnum,
  onUnknownEnumValue,
  replyEnum,
  type UnknownEnumEvent,
} from './reply-enum';

const Colour = z.enum(['RED', 'GREEN']);
const Level = z.literal([1, 2, 3]);

function collecting(): { events: UnknownEnumEvent[]; restore: () => void } {
  const events: UnknownEnumEvent[] = [];
  return { events, restore: onUnknownEnumValue((event) => events.push(event)) };
}

describe('replyEnum', () => {
  it('keeps a published value as it is and reports nothing', () => {
    const { events, restore } = collecting();
    try {
      expect(replyEnum('test.colour.known', Colour).parse('RED')).toBe('RED');
      expect(replyEnum('test.level.known', Level).parse(2)).toBe(2);
      expect(events).toEqual([]);
    } finally {
      restore();
    }
  });

  it('keeps a value outside the published set as it came and reports it once', () => {
    const { events, restore } = collecting();
    try {
      const schema = replyEnum('test.colour.unknown', Colour);
      expect(schema.parse('MAUVE')).toBe('MAUVE');
      expect(schema.parse('MAUVE')).toBe('MAUVE');
      expect(replyEnum('test.level.unknown', Level).parse(42)).toBe(42);
      expect(events).toEqual([
        { enumName: 'test.colour.unknown', value: 'MAUVE' },
        { enumName: 'test.level.unknown', value: 42 },
      ]);
    } finally {
      restore();
    }
  });

  it('still refuses a value of the wrong base type', () => {
    expect(replyEnum('test.colour.type', Colour).safeParse(3).success).toBe(false);
    expect(replyEnum('test.level.type', Level).safeParse('1').success).toBe(false);
    expect(replyEnum('test.level.fraction', Level).safeParse(1.5).success).toBe(false);
  });

  it('tells published values from unknown ones', () => {
    const table = { RED: 'warm', GREEN: 'cool' } as const;
    const unknown = replyEnum('test.colour.lookup', Colour).parse('MAUVE');
    expect(lookupEnum(table, 'GREEN')).toBe('cool');
    expect(lookupEnum(table, unknown)).toBeUndefined();
    const numbered: Record<1 | 2, string> = { 1: 'one', 2: 'two' };
    expect(lookupEnum(numbered, 1)).toBe('one');
    expect(isKnownEnumValue(Colour.options, unknown)).toBe(false);
    expect(isKnownEnumValue(Colour.options, 'RED')).toBe(true);
  });
});
