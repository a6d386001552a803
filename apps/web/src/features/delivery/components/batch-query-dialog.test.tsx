import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from '../test/fake-api';
import { BatchQueryDialog } from './batch-query-dialog';
import type { BatchQueryKind } from './batch-query-dialog';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 60_000 });
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(kind: BatchQueryKind = 'id') {
  const onSubmit = vi.fn();
  render(
    <BatchQueryDialog
      open
      title="批量查询广告ID"
      kind={kind}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  const box = screen.getByRole('textbox');
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  return { onSubmit, type, submit };
}

describe('BatchQueryDialog (spec 001 §5 "Batch query dialogs")', () => {
  it('refuses an empty input', () => {
    const { onSubmit, submit } = renderDialog();
    submit();
    expect(screen.getByText('请输入要查询的ID')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an ID with a leading zero and names its line', () => {
    const { onSubmit, type, submit } = renderDialog();
    type('123\n0123');
    submit();
    expect(screen.getByText('第2行「0123」不是有效的ID，ID须为不以0开头的正整数')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses anything but a positive integer', () => {
    const { onSubmit, type, submit } = renderDialog();
    type('12a');
    submit();
    expect(screen.getByText('第1行「12a」不是有效的ID，ID须为不以0开头的正整数')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes duplicates, shows the counts as chips and queries the distinct IDs', () => {
    const { onSubmit, type, submit } = renderDialog();
    type('101\n102\n101\n');
    expect(screen.getByText('共 3 行')).toBeTruthy();
    expect(screen.getByText('重复 1 个')).toBeTruthy();
    expect(screen.getByText('有效 2 个')).toBeTruthy();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(['101', '102']);
  });

  it('takes any material name and refuses only blank lines between them', () => {
    const { onSubmit, type, submit } = renderDialog('name');
    type('开场动画.mp4\n\n0号素材');
    submit();
    expect(screen.getByText('第2行为空')).toBeTruthy();
    type('开场动画.mp4\n0号素材');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(['开场动画.mp4', '0号素材']);
  });
});
