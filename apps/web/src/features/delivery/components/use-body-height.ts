import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The least body height, so a table low on a short window still shows a few rows. */
const MIN_HEIGHT = 320;

/**
 * The room the page keeps under an element that closes its containers: the bottom padding,
 * border and margin of the element and of each container up to the document's body.
 */
export function spaceBelow(element: HTMLElement): number {
  let space = 0;
  for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
    const style = window.getComputedStyle(node);
    space += parseFloat(style.marginBottom) || 0;
    if (node === element) continue;
    space += (parseFloat(style.paddingBottom) || 0) + (parseFloat(style.borderBottomWidth) || 0);
    if (node === document.body) break;
  }
  return space;
}

/**
 * The height of the table's scrolling body that fills the window below the table's top down to
 * the page's own padding (the table is the last thing on the page), kept up to date when the
 * window, the table's box or its container resizes. Undefined while the box has no layout (never
 * shown yet, or a document without layout): the table then renders all its rows.
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
      const room = window.innerHeight - top - spaceBelow(element);
      setHeight(Math.max(MIN_HEIGHT, Math.floor(room)));
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
