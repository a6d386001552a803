import { useCallback, useLayoutEffect, useState } from 'react';
import type { RefObject, UIEvent } from 'react';

/** Rows rendered above and below the ones in view, so a short scroll shows no gap. */
export const OVERSCAN = 4;

export interface RowRange {
  /** The first rendered row and the one after the last. */
  start: number;
  end: number;
  /** The height of the rows left out above and below. */
  before: number;
  after: number;
}

export interface RowWindow extends RowRange {
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * The rows to render of `count` rows `rowHeight` high, scrolled `top` px down a body `viewport`
 * px high (every row without a viewport): those in view and OVERSCAN more on each side.
 */
export function rowRange(
  top: number,
  count: number,
  rowHeight: number,
  viewport: number | undefined,
): RowRange {
  if (viewport === undefined) return { start: 0, end: count, before: 0, after: 0 };
  const start = Math.min(count, Math.max(0, Math.floor(top / rowHeight) - OVERSCAN));
  const end = Math.max(start, Math.min(count, Math.ceil((top + viewport) / rowHeight) + OVERSCAN));
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/**
 * The rows of a scrolling body to render (a page holds up to 500): the ones in view with a few
 * more, from the body's scroll position and the fixed row height. Without a viewport height (no
 * layout yet) every row renders. A new `page` (another array of rows) starts at the top.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  page: unknown,
  count: number,
  rowHeight: number,
  viewport: number | undefined,
): RowWindow {
  const [scroll, setScroll] = useState({ top: 0, page });
  const top = scroll.page === page ? scroll.top : 0;
  const stale = scroll.page !== page && scroll.top !== 0;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (stale && element !== null) element.scrollTo({ top: 0 });
  }, [stale, scroller]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const next = event.currentTarget.scrollTop;
      setScroll((current) =>
        current.top === next && current.page === page ? current : { top: next, page },
      );
    },
    [page],
  );

  return { ...rowRange(top, count, rowHeight, viewport), onScroll };
}
