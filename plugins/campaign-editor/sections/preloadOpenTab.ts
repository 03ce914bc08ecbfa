import type { PagePreload } from '../../../src/plugins/contract';
import { loadSection } from './sectionLoader';
import { SECTION_LOADS, isSectionTab } from './sectionLoads';

/**
 * The editor routes' preload: the code of the tab the address opens (basic info when it names none
 * or one unknown here; the editor itself settles which tab the user may see). Its request starts as
 * the app opens, beside the page's code, rather than after react-admin has been evaluated.
 */
export const preloadOpenTab: PagePreload = ({ search }) => {
  const tab = search.get('tab');
  return loadSection({ load: SECTION_LOADS[isSectionTab(tab) ? tab : 'basicInfo'] });
};
