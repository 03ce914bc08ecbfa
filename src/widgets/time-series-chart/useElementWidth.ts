import { useEffect, useState, type RefObject } from 'react';

/** The element's content width, followed with a ResizeObserver; 0 until it is laid out. */
export const useElementWidth = (ref: RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    // Without ResizeObserver (jsdom) the first measure stands: a chart inside another page's test
    // (the editor's pacing block) need not stub it.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};
