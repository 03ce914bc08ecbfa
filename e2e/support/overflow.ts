import type { Page } from 'playwright-core';

/** What sticks out of the viewport on the page as shown now: nothing, when the layout fits. */
export interface Overflow {
  /** The document's width beyond the viewport's (a page-wide sideways scroll), 0 when it fits. */
  pageExcess: number;
  /** The outermost visible elements whose right edge is beyond the viewport, outside any box that scrolls sideways itself. */
  beyond: string[];
}

/**
 * Measures the page's horizontal overflow, the one check the layout e2e makes at every size. An element
 * inside a box that scrolls horizontally (a wide table in its own scroller) may extend past the
 * viewport: the user scrolls that box, not the page; so may the text of a line cut short with an
 * ellipsis and the drawing inside an SVG (the box itself is measured). One cut off by a box that clips
 * without saying so (overflow hidden) is reported: its content is out of the user's reach.
 */
export const overflowOf = (page: Page): Promise<Overflow> =>
  page.evaluate(() => {
    const viewport = window.innerWidth;
    // Sub-pixel layout: an edge half a pixel over is rounding, not overflow.
    const limit = viewport + 0.5;
    const scrollsSideways = (element: Element): boolean => {
      const overflowX = getComputedStyle(element).overflowX;
      return (overflowX === 'auto' || overflowX === 'scroll') && element !== document.documentElement && element !== document.body;
    };
    // Cut short on purpose: a line ending in an ellipsis ("…" shows that there is more).
    const ellipsized = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
    };
    const insideScroller = (element: Element): boolean => {
      // An SVG clips what it draws to its own box, which is measured as an element of its own.
      if (element instanceof SVGElement && element.ownerSVGElement) return true;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrollsSideways(parent) || ellipsized(parent)) return true;
      return false;
    };
    const visible = (element: Element, rect: DOMRect): boolean => {
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const describe = (element: Element, rect: DOMRect): string => {
      const named = ['data-testid', 'aria-label', 'role', 'name']
        .map((attribute) => element.getAttribute(attribute))
        .find((value) => value);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter((name) => name.startsWith('Mui')).slice(0, 2).join('.') : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${named ? ` ${named}` : ''}${classes ? ` .${classes}` : ''}> "${text}" right edge ${Math.round(rect.right)} px, ${Math.round(rect.width)} px wide`;
    };
    const offenders = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= limit || !visible(element, rect) || insideScroller(element)) continue;
      offenders.add(element);
    }
    // The outermost offender says where the overflow starts; its descendants only repeat it.
    const outermost = [...offenders].filter((element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (offenders.has(parent)) return false;
      return true;
    });
    return {
      pageExcess: Math.max(0, document.documentElement.scrollWidth - viewport),
      beyond: outermost.map((element) => describe(element, element.getBoundingClientRect())),
    };
  });

/** The overflow found, as lines for a failure message: empty when the page fits. */
export const overflowReport = (where: string, { pageExcess, beyond }: Overflow): string[] => [
  ...(pageExcess > 0 ? [`${where}: the page scrolls ${pageExcess} px sideways`] : []),
  ...beyond.map((element) => `${where}: ${element}`),
];
