import type { Locator, Page } from 'playwright-core';
import type { CampaignRecord } from '../../src/api/contract';
import { DEFAULT_WHITELABEL, WHITELABELS } from '../../mock-server/seed/facts';
import { apiData, personaToken } from './campaigns';
import { urlOf } from './routes';

/**
 * Each route's level-one heading in English, as its page shows it once it has rendered: what a suite
 * that walks the routes waits for, so that a page that failed to load (an error, the access-denied or
 * not-found page in its place) fails there instead of passing with nothing checked. A new route fails
 * those suites until its heading is here.
 */
const HEADINGS: Record<string, string> = {
  '/auth/login': 'Sign in',
  '/auth/signup': 'Create account',
  '/auth/forgot-password': 'Forgot password',
  '/auth/reset-password/:key': 'Set a new password',
  '/auth/confirm-registration/:token': 'Confirm registration',
  '/campaigns': 'Campaigns',
  '/campaign/create': 'New campaign',
  '/profile': 'My profile',
  '/telco': 'Telco report',
  '/audiences': 'Audiences',
  '/audience/create': 'New Audience',
  '/audience/edit/:id': 'Edit audience',
  '/audience/details/:id': 'Audience details',
  '/events': 'Events monitor',
  '/transactions': 'Transactions',
  '/reports': 'Reports',
  '/payments/history': 'Billing and payment history',
  '/traffic': 'Traffic discovery',
  '/settings': 'Settings',
  // The white-label's own name (the mock answers as the default one unless a test switches it).
  '/profile-whitelabel': WHITELABELS[DEFAULT_WHITELABEL].name,
  '/admin/accounts': 'Accounts',
  '/admin/campaigns': 'Campaigns',
  '/admin/moderation': 'Moderation',
  '/admin/payments': 'Payments',
  '/admin/customization': 'Customization',
  '/admin/user/details/:id': 'User payments',
  '/admin/invoice/details/:id': 'Invoice details',
  '/admin/moderate/user/:id': 'Account moderation',
  '/admin/legal-entity/user/:id': 'Legal entity moderation',
  '/notfound': 'Page not found',
};

/** Routes whose heading names their record: read from the mock now (other suites may rename it). */
const RECORD_HEADINGS: Record<string, (url: string) => Promise<string>> = {
  '/campaign/edit/:id': async (url) => {
    const id = /\/campaign\/edit\/(\d+)/.exec(url)?.[1];
    const { access_token } = await personaToken('admin');
    return (await apiData<CampaignRecord>(`/v1/campaign/${id}`, access_token)).name;
  },
};

/** The English level-one heading the route's example address shows (support/routes.ts). */
export const headingOf = async (path: string): Promise<string> => {
  const fixed = HEADINGS[path];
  if (fixed !== undefined) return fixed;
  const ofRecord = RECORD_HEADINGS[path];
  if (ofRecord) return ofRecord(urlOf(path));
  throw new Error(`Add the level-one heading of ${path} to HEADINGS in e2e/support/routeHeadings.ts`);
};

/** The page's main content headed by this level-one heading. */
export const mainHeading = (page: Page, heading: string): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true });

/** Waits until the page shows the route's own content: its heading in the main landmark. */
export const waitForRoute = async (page: Page, path: string): Promise<void> => {
  await mainHeading(page, await headingOf(path)).waitFor();
};
