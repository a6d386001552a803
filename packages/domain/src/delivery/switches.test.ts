import { describe, expect, it } from 'vitest';
import {
  AUTO_EXTEND_TRAFFIC_LABELS,
  batchStatusActions,
  checkAutoExtendTraffic,
  checkMaterialOptStatus,
  isMaterialSwitchDisabled,
  OPT_STATUS_LABELS,
  toggleOptStatus,
} from './switches';

describe('switches (spec 001 §4 "Enable/disable")', () => {
  it('toggles ENABLE and DISABLE', () => {
    expect(toggleOptStatus('ENABLE')).toBe('DISABLE');
    expect(toggleOptStatus('DISABLE')).toBe('ENABLE');
  });

  it.each([
    { status: 'MATERIAL_STATUS_DELETE', disabled: true },
    { status: 'MATERIAL_STATUS_MATERIAL_DELETE', disabled: false },
    { status: 'MATERIAL_STATUS_OK', disabled: false },
    { status: null, disabled: false },
  ])('material switch with $status disabled: $disabled', ({ status, disabled }) => {
    expect(isMaterialSwitchDisabled(status)).toBe(disabled);
  });

  it('offers delete in the batch status change of projects only', () => {
    expect(batchStatusActions('project')).toEqual(['ENABLE', 'DISABLE', 'DELETE']);
    expect(batchStatusActions('promotion')).toEqual(['ENABLE', 'DISABLE']);
    expect(batchStatusActions('material')).toEqual(['ENABLE', 'DISABLE']);
  });

  it('labels the switch values', () => {
    expect(OPT_STATUS_LABELS).toEqual({ ENABLE: '启用', DISABLE: '暂停' });
    expect(AUTO_EXTEND_TRAFFIC_LABELS).toEqual({ ON: '开启', OFF: '关闭' });
  });
});

describe('batch modify choices', () => {
  it.each([
    { value: 'ON', ok: true },
    { value: 'OFF', ok: true },
    { value: 'on', ok: false },
    { value: undefined, ok: false },
  ])('auto extend traffic $value → $ok', ({ value, ok }) => {
    expect(checkAutoExtendTraffic(value)).toEqual(
      ok ? { ok, value } : { ok, message: '请选择智能放量状态' },
    );
  });

  it.each([
    { value: 'ENABLE', ok: true },
    { value: 'DISABLE', ok: true },
    { value: 'DELETE', ok: false },
    { value: null, ok: false },
  ])('material status $value → $ok', ({ value, ok }) => {
    expect(checkMaterialOptStatus(value)).toEqual(
      ok ? { ok, value } : { ok, message: '请选择素材状态' },
    );
  });
});
