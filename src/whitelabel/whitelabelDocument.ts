import { fileCachePath, type WhitelabelInfo } from '../api/contract';

/**
 * What the white-label sets outside React: the document title (spec 1 §2: the white-label name) and
 * the favicon (its favicon file, else none: `data:,` keeps browsers from asking for /favicon.ico).
 */
export const applyWhitelabelToDocument = (whitelabel: WhitelabelInfo): void => {
  document.title = whitelabel.name;
  const href = whitelabel.favicon ? fileCachePath(whitelabel.favicon) : 'data:,';
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
};
