import { describe, expect, it } from 'vitest';
import { measureVideo } from './material-probe';
import { mp4Video } from './test-mp4';

describe('measureVideo', () => {
  it('reads the duration and the video track size', () => {
    expect(measureVideo(mp4Video({ seconds: 15.5, width: 720, height: 1280 }))).toEqual({
      durationMs: 15_500,
      width: 720,
      height: 1280,
    });
  });

  it('leaves what it cannot read null', () => {
    const whole = mp4Video({ seconds: 3, width: 1280, height: 720 });
    expect(measureVideo(whole.subarray(0, 40))).toEqual({
      durationMs: null,
      width: null,
      height: null,
    });
    expect(measureVideo(Buffer.from('not a movie at all'))).toEqual({
      durationMs: null,
      width: null,
      height: null,
    });
  });
});
