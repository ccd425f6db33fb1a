'use client';

import { type RefObject, useEffect, useState } from 'react';

export type ScrollEdges = { overflowing: boolean; moreStart: boolean; moreEnd: boolean };

const none: ScrollEdges = { overflowing: false, moreStart: false, moreEnd: false };

/**
 * Whether a horizontal scroller holds more than it shows, and on which side: the table draws a shadow
 * on that side and becomes a keyboard stop only when there is something to scroll to.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // A right-to-left scroller counts scrollLeft down from 0; the magnitude is what matters.
      const start = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { overflowing: hidden > 1, moreStart: start > 1, moreEnd: hidden - start > 1 };
      setEdges((current) =>
        current.overflowing === next.overflowing &&
        current.moreStart === next.moreStart &&
        current.moreEnd === next.moreEnd
          ? current
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}
