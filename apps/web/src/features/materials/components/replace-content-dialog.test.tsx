import type { MaterialFile } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ReplaceContentDialog } from './replace-content-dialog';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A request the stubbed XMLHttpRequest received: where it went and the form it carried. */
interface Sent {
  url: string;
  form: FormData;
}

/**
 * Answers every upload with `envelope`, as the server would. The upload goes over
 * XMLHttpRequest (for its progress events); a global stub applies whatever modules are loaded.
 */
function stubUpload(envelope: object): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload: { onprogress?: (event: { loaded: number }) => void } = {};
      responseText = '';
      status = 0;
      onload?: () => void;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      abort() {}
      send(body: FormData) {
        sent.push({ url: this.url, form: body });
        this.status = 200;
        this.responseText = JSON.stringify(envelope);
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  return sent;
}

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
    const sent = stubUpload({ code: 0, data: replaced, message: '', message_cn: '' });
    const { onReplaced, onClose } = renderDialog();
    choose('新横图.png');
    expect(screen.getByText(/新横图\.png/)).toBeTruthy();
    fireEvent.click(replaceButton());
    await waitFor(() => expect(onReplaced).toHaveBeenCalledWith(replaced), SLOW);
    expect(sent).toHaveLength(1);
    const form = sent[0]?.form;
    expect(sent[0]?.url).toMatch(/\/material\/file\/upload$/);
    expect((form?.get('file') as File | null)?.name).toBe('新横图.png');
    expect(['dir_id', 'is_public', 'replace', 'fid'].map((k) => form?.get(k))).toEqual([
      '3',
      '1',
      '0',
      '12',
    ]);
    expect(onClose).toHaveBeenCalled();
  }, 15_000);

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const refusal =
      '素材「春节横图.png」已推送到 2 个媒体账户，替换内容后媒体中的素材不会随之更新，不能替换；请作为新素材上传';
    stubUpload({ code: 70013, data: null, message: 'refused', message_cn: refusal });
    const { onReplaced, onClose } = renderDialog();
    choose('新横图.png');
    fireEvent.click(replaceButton());
    expect(await screen.findByText(refusal, undefined, SLOW)).toBeTruthy();
    expect(onReplaced).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);
});
