import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a box's content is wider than the box (it scrolls sideways), followed as the box resizes.
 * A scroller needs the keyboard focus only then: a focusable box that does not scroll is a tab stop
 * that does nothing.
 */
export const useOverflowsX = (ref: RefObject<HTMLElement | null>): boolean => {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
};
