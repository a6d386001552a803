import type { MaterialFile } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { uploadMaterial } from '../upload-file';
import { ReplaceContentDialog } from './replace-content-dialog';

vi.mock('../upload-file', () => ({ uploadMaterial: vi.fn() }));

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.mocked(uploadMaterial).mockReset();
});

const FILE = {
  fid: 12,
  dir_id: 3,
  name: '春节横图.png',
  type: 'image',
  is_public: 1,
} as MaterialFile;

function renderDialog() {
  const onReplaced = vi.fn();
  const onClose = vi.fn();
  render(
    <App>
      <ReplaceContentDialog file={FILE} onReplaced={onReplaced} onClose={onClose} />
    </App>,
  );
  return { onReplaced, onClose };
}

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('选择新文件'), {
    target: { files: [new File(['new bytes'], name, { type: 'image/png' })] },
  });

const replaceButton = () => screen.getByRole('button', { name: '确认替换' });

describe('ReplaceContentDialog', () => {
  it('says what replacing keeps and that a pushed file cannot be replaced', () => {
    renderDialog();
    expect(
      screen.getByText(
        '替换后素材的ID、名称、文件夹、标签和设置不变，内容换成新文件，并重新进入审核。',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/已推送到媒体账户的素材不能替换/)).toBeTruthy();
    expect(replaceButton().hasAttribute('disabled')).toBe(true);
  }, 15_000);

  it('sends the chosen file in place of the file’s content', async () => {
    const replaced = { ...FILE, review_status: 'pending' } as MaterialFile;
    vi.mocked(uploadMaterial).mockResolvedValue({ status: 'done', file: replaced });
    const { onReplaced, onClose } = renderDialog();
    choose('新横图.png');
    expect(screen.getByText(/新横图\.png/)).toBeTruthy();
    fireEvent.click(replaceButton());
    await waitFor(() => expect(onReplaced).toHaveBeenCalledWith(replaced), SLOW);
    const [sent, fields] = vi.mocked(uploadMaterial).mock.calls[0] ?? [];
    expect(sent?.name).toBe('新横图.png');
    expect(fields).toEqual({ dir_id: 3, is_public: 1, replace: 0, fid: 12 });
    expect(onClose).toHaveBeenCalled();
  }, 15_000);

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const refusal =
      '素材「春节横图.png」已推送到 2 个媒体账户，替换内容后媒体中的素材不会随之更新，不能替换；请作为新素材上传';
    vi.mocked(uploadMaterial).mockResolvedValue({ status: 'failed', message: refusal });
    const { onReplaced, onClose } = renderDialog();
    choose('新横图.png');
    fireEvent.click(replaceButton());
    expect(await screen.findByText(refusal, undefined, SLOW)).toBeTruthy();
    expect(onReplaced).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);
});
