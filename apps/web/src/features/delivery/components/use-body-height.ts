import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Room under the table for the pagination and the card's padding. */
const RESERVED = 80;
/** The least body height, so a table low on a short window still shows a few rows. */
const MIN_HEIGHT = 320;

/**
 * The height of the table's scrolling body that fills the window below the table's top, kept
 * up to date when the window, the table's box or its container resizes. Undefined while the box has no layout
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
    // The box's own size, and its container's: what shows above the box (filter tags, batch tools)
    // moves it down without resizing it.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement !== null) observer.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [box]);

  return height;
}
