import { fileCachePath } from './api/contract';
import { readTokens } from './auth/tokenStore';
import { preloadLanguage, storedLanguage } from './i18n/messages';
import { fetchWhitelabel } from './data/whitelabelInfo';

/**
 * Fetches an image at high priority for an <img> rendered later, which reuses it. Unlike a detached
 * `new Image()` (fetched at low priority, behind the scripts) it competes as the visible image will.
 */
const preloadImage = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = href;
  document.head.append(link);
};

/**
 * The entry is deliberately small and free of React: before the application's code is even parsed it
 * starts what the first screen waits for (the white-label, the device language's messages, and for a
 * signed-out visitor the logo of the sign-in page). It then loads two modules side by side: the
 * opening (the plugin list, so the opening page's code and data; small) and the boot (react-admin;
 * large), which renders once both are there.
 */
const language = storedLanguage();
preloadLanguage(language);
const signedOut = readTokens() === null;
const whitelabel = fetchWhitelabel().then((info) => {
  // A visitor without a session sees the sign-in frame, whose logo is its largest paint.
  if (info.company_logo !== null && signedOut) preloadImage(fileCachePath(info.company_logo));
  return info;
});

const opening = import('./boot/opening').then(({ startOpening }) => startOpening(window.location));

import('./boot/boot')
  .then(({ boot }) => boot({ language, whitelabel, opening }))
  .catch((error: unknown) => {
    // Nothing can be translated yet: show the reason plainly rather than a blank page.
    const root = document.getElementById('root');
    if (root) root.textContent = `The application could not start: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  });
