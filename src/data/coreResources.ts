import {
  ACCOUNT_SEARCH_PATH,
  ADMIN_SEARCH_PATH,
  type AdminSearchRequest,
  type AdminSearchResponse,
  type SearchItem,
  type Space,
  type SpaceBalance,
} from '../api/contract';
import type { ResourceApi } from './resourceApi';
import { callParams } from './callParams';

/**
 * The resources the core itself reads, beside those the plugins declare: the account the session
 * acts on (the shell's menu, top bar and account block) and the white-label's searches (the admin
 * panel, the moderation badge, the Replicate modal's account picker).
 */
const spacesApi: ResourceApi = {
  /** GET /v1/space/{id}: name, currency, payment settings. */
  async getOne({ client }, { id, signal }) {
    return { data: await client.request<Space>(`/v1/space/${encodeURIComponent(String(id))}`, { signal }) };
  },
  custom: {
    /** GET /v1/space/balance/{id}. */
    balance: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<SpaceBalance>(`/v1/space/balance/${encodeURIComponent(String(id))}`, { signal });
    },
  },
};

const whitelabelApi: ResourceApi = {
  custom: {
    /** POST /v1/whitelabel/search: accounts and campaigns of the whole white-label (SEARCH_ADMIN). */
    search: ({ client }, params) => {
      const { name, signal } = callParams<AdminSearchRequest>(params);
      return client.request<AdminSearchResponse>(ADMIN_SEARCH_PATH, { method: 'POST', json: { name }, signal });
    },
    /** POST /v1/whitelabel/account-search: accounts an administrator may act for. */
    accountSearch: ({ client }, params) => {
      const { name, signal } = callParams<AdminSearchRequest>(params);
      return client.request<SearchItem[]>(ACCOUNT_SEARCH_PATH, { method: 'POST', json: { name }, signal });
    },
  },
};

/** The users the profile and settings pages show (their shared sections live in src/account-forms). */
export const ACCOUNT_USERS = 'account-users';

/**
 * Loaded with the core (they are small, and the shell's first screen needs the space at once); the
 * users' calls only with the profile and settings pages that make them.
 */
export const CORE_RESOURCES = {
  spaces: async () => ({ default: spacesApi }),
  whitelabel: async () => ({ default: whitelabelApi }),
  // The offline test vendor's card processor, used by its card-setup form (src/payments): loaded when first used.
  'card-setup': () => import('../payments/cardSetupApi'),
  [ACCOUNT_USERS]: () => import('./accountUsersApi'),
} as const;
