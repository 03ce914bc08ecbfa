import type { MouseEvent } from 'react';

/**
 * A plain left click on a link, which the app follows itself; any other (a new tab or window, a
 * download) is left to the browser, which follows the link's href.
 */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
