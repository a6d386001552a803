import { DELIVERY_SCREENS } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_FILTER_COLUMNS } from './report-filter-columns';
import { REPORT_SOURCES } from './report-sources';

describe('the report sources and filter columns', () => {
  it('have a source for every screen tab and a column for every filter but ids', () => {
    for (const screen of Object.values(DELIVERY_SCREENS)) {
      for (const tab of screen.tabs) {
        const source = REPORT_SOURCES[screen.screen][tab.key];
        expect(source?.level, `${screen.screen} ${tab.key}`).toBe(tab.level);
        expect(source?.accounts).toBe(screen.medium);
        for (const filter of tab.filters) {
          if (filter.kind === 'ids') continue;
          expect(
            REPORT_FILTER_COLUMNS[screen.screen][filter.key],
            `${screen.screen} ${filter.key}`,
          ).toBeDefined();
        }
      }
    }
  });
});
