import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    expect(await copyText('7300000000000000001')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('7300000000000000001');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the copy command over plain HTTP, leaving nothing behind', async () => {
    vi.stubGlobal('isSecureContext', false);
    let selected = '';
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    document.execCommand = execCommand;
    expect(await copyText('1700000000000000017')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('1700000000000000017');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses, and reports a failed copy', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x')).toBe(false);
  });
});
