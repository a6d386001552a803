import { describe, expect, it, vi } from 'vitest';
import { DebouncedWriter } from './persistence';

describe('DebouncedWriter', () => {
  it('writes once after a burst of changes', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(() => Promise.resolve());
      const writer = new DebouncedWriter(write, 300);
      for (let i = 0; i < 10; i += 1) writer.schedule();
      await vi.advanceTimersByTimeAsync(299);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still writes during a steady stream of changes', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(() => Promise.resolve());
      const writer = new DebouncedWriter(write, 300, undefined, 1000);
      for (let t = 0; t < 1500; t += 100) {
        writer.schedule();
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes pending changes at once and skips when nothing changed', async () => {
    const write = vi.fn(() => Promise.resolve());
    const writer = new DebouncedWriter(write, 60_000);
    await writer.flush();
    expect(write).not.toHaveBeenCalled();
    writer.schedule();
    await writer.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
