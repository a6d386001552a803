import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Room under the table for the pagination and the card's padding. */
const RESERVED = 80;
/** The least body height, so a table low on a short window still shows a few rows. */
const MIN_HEIGHT = 320;

/**
 * The height of the table's scrolling body that fills the window below the table's top, kept
 * up to date when the window or the table's box resizes. Undefined while the box has no layout
 * (never shown yet, or a document without layout): the table then renders all its rows.
 */
export function useBodyHeight(box: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();

  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const measure = () => {
      // A hidden tab keeps the height it had when last shown.
      if (element.clientWidth === 0) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - RESERVED)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [box]);

  return height;
}
