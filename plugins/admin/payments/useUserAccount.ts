import type { UserAccountDetail } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { INVOICE_USERS_RESOURCE } from './invoiceUsersList';

/**
 * The account detail of the page's user. A failed read (an unknown id, a user who owns no account,
 * another white-label's user) is not retried: the page then has no account selected.
 */
export const useUserAccount = (userId: number | null) =>
  useInvokeQuery<UserAccountDetail>(INVOICE_USERS_RESOURCE, 'account', userId === null ? null : { userId }, { retry: false });
