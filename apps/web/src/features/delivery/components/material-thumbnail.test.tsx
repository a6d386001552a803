import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDeliveryDom } from '../test/dom-setup';
import { COVER_FAILED_LABEL, MaterialThumbnail, NO_COVER_LABEL } from './material-thumbnail';

setUpDeliveryDom();

describe('MaterialThumbnail (spec 002 §2 "Material thumbnail")', () => {
  it('shows the cover while it loads', () => {
    render(
      <MaterialThumbnail url="https://cdn.test/a.jpg" type="image" name="a" onOpen={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'a' }).getAttribute('src')).toBe(
      'https://cdn.test/a.jpg',
    );
  });

  it('falls back to the placeholder when the cover fails to load, and stays openable', () => {
    const onOpen = vi.fn();
    render(
      <MaterialThumbnail url="https://cdn.test/gone.jpg" type="video" name="a" onOpen={onOpen} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'a' }));
    expect(screen.queryByRole('img', { name: 'a' })).toBeNull();
    expect(screen.getByRole('img', { name: COVER_FAILED_LABEL })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '预览素材：a' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('tries again when the row brings a new cover URL', () => {
    const { rerender } = render(
      <MaterialThumbnail url="https://cdn.test/old.jpg" type="image" name="a" onOpen={vi.fn()} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'a' }));
    rerender(
      <MaterialThumbnail url="https://cdn.test/new.jpg" type="image" name="a" onOpen={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'a' })).toBeTruthy();
  });

  it('says there is no cover when the material has none', () => {
    render(<MaterialThumbnail url={null} type="image" name="a" onOpen={vi.fn()} />);
    expect(screen.getByRole('img', { name: NO_COVER_LABEL })).toBeTruthy();
  });
});
