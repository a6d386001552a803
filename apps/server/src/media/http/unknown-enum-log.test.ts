import { kuaishou, oceanengine, tencent } from '@toufang/media-wire';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logUnknownEnumValues } from './unknown-enum-log';

describe('unknown enum values in media answers', () => {
  it('logs each new value once, with the enum it was found in', () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'debug' },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const restore = logUnknownEnumValues(log);
    try {
      expect(tencent.AdgroupSystemStatusSchema.parse('ADGROUP_STATUS_LOG_TEST')).toBe(
        'ADGROUP_STATUS_LOG_TEST',
      );
      tencent.AdgroupSystemStatusSchema.parse('ADGROUP_STATUS_LOG_TEST');
      oceanengine.PromotionStatusReplySchema.parse('OK');
      kuaishou.UnitStatusReplySchema.parse(987);
    } finally {
      restore();
    }
    expect(lines.map((l) => [l.level, l.enumName, l.value])).toEqual([
      [40, 'tencent.adgroup.system_status', 'ADGROUP_STATUS_LOG_TEST'],
      [40, 'kuaishou.unit_status', 987],
    ]);
  });
});
