import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { tabOf } from '../delivery-definition';
import type { ColumnContext, DeliveryRow } from '../delivery-definition';
import { setUpDeliveryDom } from '../test/dom-setup';
import { ACCOUNT, MATERIAL, PROJECT, PROMOTION } from '../test/fake-api';

setUpDeliveryDom();

/** A medium's code for a value (`STATUS_ENABLE`, `PRICING_OCPM`, `AUDIT_DENY`, `OK`). */
const RAW_ENUM = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\bOK\b/;
/** A value no label map knows: a newer medium's code. */
const NEWER = 'STATUS_FROM_A_NEWER_MEDIUM';

const ROWS: Record<string, DeliveryRow> = {
  account: ACCOUNT,
  project: PROJECT,
  promotion: PROMOTION,
  material: MATERIAL,
};
const TABS = BYTEDANCE_DELIVERY.tabs.map((tab) => tab.key);
const rowOf = (tab: string): DeliveryRow => ROWS[tab] ?? {};

/** Every code-like string of a row (nested too) replaced by one no label map knows. */
function withUnknownCodes(value: unknown): unknown {
  if (typeof value === 'string') return /^[A-Z][A-Z0-9_]+$/.test(value) ? NEWER : value;
  if (Array.isArray(value)) return value.map(withUnknownCodes);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withUnknownCodes(item)]),
    );
  }
  return value;
}

const context: ColumnContext = {
  drill: vi.fn(),
  drillTitle: '项目',
  canSwitch: true,
  canDelete: true,
  switchRow: vi.fn(),
  pendingKey: undefined,
  canAdvise: false,
  openAdvice: vi.fn(),
  deleteRow: vi.fn(),
  preview: vi.fn(),
};

/** The text a tab's cells show for a row. */
function cellsText(tab: string, row: DeliveryRow): string {
  const columns = tabOf(BYTEDANCE_DELIVERY, tab).columns(context);
  const values = row as Record<string, unknown>;
  const { container } = render(
    <table>
      <tbody>
        <tr>
          {columns.map((column) => (
            <td key={column.key}>{column.render(values[column.key], row, 0)}</td>
          ))}
        </tr>
      </tbody>
    </table>,
  );
  return container.textContent ?? '';
}

describe('no raw enum on the delivery screen (spec 001 §4 status display)', () => {
  it.each(TABS)('the %s tab shows labels for the values it knows', (tab) => {
    expect(cellsText(tab, rowOf(tab))).not.toMatch(RAW_ENUM);
  });

  it.each(TABS)('the %s tab shows a neutral label for a value it does not know', (tab) => {
    const text = cellsText(tab, withUnknownCodes(rowOf(tab)) as DeliveryRow);
    expect(text).not.toMatch(RAW_ENUM);
  });
});
