import type { tencent } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { componentsPatch, contentOf } from './creative-content';

// A Tencent v3 dynamic creative's files as its components list them — videos, single images and
// the images of an image_list (a 图文's 组图) in order — and the incremental components of a
// change of those files.

const group: tencent.Component = {
  component_id: 31,
  value: { list: [{ image_id: '903' }, { image_id: '901' }, { image_id: '902' }] },
};

describe('contentOf', () => {
  it('lists an image_list component’s images in their order', () => {
    expect(
      contentOf({
        image_list: [group],
        title: [{ component_id: 40, value: { content: '限时福利' } }],
      }),
    ).toEqual({
      materials: [
        { kind: 'image', id: '903' },
        { kind: 'image', id: '901' },
        { kind: 'image', id: '902' },
      ],
      titles: ['限时福利'],
    });
  });

  it('lists videos, then single images, then the images of each image_list', () => {
    const { materials } = contentOf({
      video: [{ component_id: 1, value: { video_id: 'v1', cover_id: 'c1' } }],
      image: [{ component_id: 2, value: { image_id: '800' } }],
      image_list: [group, { component_id: 32, value: { list: [{ image_id: '950' }] } }],
    });
    expect(materials).toEqual([
      { kind: 'video', id: 'v1', coverId: 'c1' },
      { kind: 'image', id: '800' },
      { kind: 'image', id: '903' },
      { kind: 'image', id: '901' },
      { kind: 'image', id: '902' },
      { kind: 'image', id: '950' },
    ]);
  });

  it('skips an image_list entry without an image id', () => {
    const { materials } = contentOf({
      image_list: [{ component_id: 33, value: { list: [{ image_id: 904 }, {}, 'x'] } }],
    });
    expect(materials).toEqual([{ kind: 'image', id: '904' }]);
  });
});

describe('componentsPatch of the files', () => {
  const current: tencent.CreativeComponents = {
    image: [{ component_id: 2, value: { image_id: '800' } }],
    image_list: [group],
  };
  const images = (...ids: string[]) => ({
    field: 'materials' as const,
    materials: ids.map((id) => ({ kind: 'image' as const, id })),
  });

  it('leaves an image_list alone while all its images stay', () => {
    expect(componentsPatch(current, images('903', '901', '902', '810'))).toEqual({
      video: [],
      image: [
        { component_id: 2, value: { image_id: '800' }, is_deleted: true },
        { value: { image_id: '810' } },
      ],
    });
  });

  it('deletes an image_list one of whose images goes, keeping the others as images', () => {
    expect(componentsPatch(current, images('800', '903', '902'))).toEqual({
      video: [],
      image: [{ value: { image_id: '903' } }, { value: { image_id: '902' } }],
      image_list: [{ component_id: 31, value: group.value, is_deleted: true }],
    });
  });
});
