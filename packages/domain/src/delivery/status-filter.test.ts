import { describe, expect, it } from 'vitest';
import { isStatusOptionDisabled, nextStatusSelection } from './status-filter';

describe('status filter collapse (spec 001 §4 "Status filter")', () => {
  it.each([
    'PROJECT_STATUS_ALL',
    'PROJECT_STATUS_NOT_DELETE',
    'NOT_DELETED',
    'ALL',
    'AD_STATUS_ALL',
    'CREATIVE_STATUS_NOT_DELETE',
  ])('choosing %s collapses the selection to it', (value) => {
    expect(nextStatusSelection(['OK', 'AUDIT'], ['OK', 'AUDIT', value])).toEqual([value]);
  });

  it('keeps ordinary choices as chosen', () => {
    expect(nextStatusSelection(['OK'], ['OK', 'AUDIT'])).toEqual(['OK', 'AUDIT']);
    expect(nextStatusSelection(['OK', 'AUDIT'], ['AUDIT'])).toEqual(['AUDIT']);
  });

  it('keeps a chosen collapsing value alone', () => {
    expect(nextStatusSelection(['ALL'], ['ALL', 'OK'])).toEqual(['ALL']);
  });

  it('switches to a newly chosen collapsing value', () => {
    expect(nextStatusSelection(['ALL'], ['ALL', 'NOT_DELETED'])).toEqual(['NOT_DELETED']);
  });

  it('allows removing the collapsing value', () => {
    expect(nextStatusSelection(['ALL'], [])).toEqual([]);
  });

  it.each([
    { selection: ['NOT_DELETED'], option: 'OK', disabled: true },
    { selection: ['NOT_DELETED'], option: 'ALL', disabled: true },
    { selection: ['NOT_DELETED'], option: 'NOT_DELETED', disabled: false },
    { selection: ['OK'], option: 'ALL', disabled: false },
    { selection: [], option: 'OK', disabled: false },
  ])('with $selection, option $option disabled: $disabled', ({ selection, option, disabled }) => {
    expect(isStatusOptionDisabled(selection, option)).toBe(disabled);
  });
});
