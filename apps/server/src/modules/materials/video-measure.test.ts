import { describe, expect, it } from 'vitest';
import { measureVideo } from './material-probe';
import { mp4Video } from './test-mp4';

describe('measureVideo', () => {
  it('reads the duration, the video track size and its codec', () => {
    expect(measureVideo(mp4Video({ seconds: 15.5, width: 720, height: 1280 }))).toEqual({
      durationMs: 15_500,
      width: 720,
      height: 1280,
      rotation: 0,
      codec: 'avc1',
    });
    expect(
      measureVideo(mp4Video({ seconds: 2, width: 1280, height: 720, codec: 'hvc1' })).codec,
    ).toBe('hvc1');
  });

  it('gives a turned video the frame a player shows', () => {
    // A phone's portrait video: stored 1920×1080, turned 90° clockwise to play.
    expect(
      measureVideo(mp4Video({ seconds: 3, width: 1920, height: 1080, rotation: 90 })),
    ).toMatchObject({ width: 1080, height: 1920, rotation: 90 });
    expect(
      measureVideo(mp4Video({ seconds: 3, width: 1920, height: 1080, rotation: 270 })),
    ).toMatchObject({ width: 1080, height: 1920, rotation: 270 });
    expect(
      measureVideo(mp4Video({ seconds: 3, width: 1920, height: 1080, rotation: 180 })),
    ).toMatchObject({ width: 1920, height: 1080, rotation: 180 });
  });

  it('leaves what it cannot read null', () => {
    const whole = mp4Video({ seconds: 3, width: 1280, height: 720 });
    const unknown = { durationMs: null, width: null, height: null, rotation: 0, codec: null };
    expect(measureVideo(whole.subarray(0, 40))).toEqual(unknown);
    expect(measureVideo(Buffer.from('not a movie at all'))).toEqual(unknown);
  });
});
