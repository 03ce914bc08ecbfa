import {
  ADMIN_MODERATION_PATHS,
  type AdminPage,
  type ApproveRegistrationRequest,
  type LegalModerationRequest,
  type ModerationListRequest,
  type ModerationUser,
  PROFILE_PATHS,
  type ResendConfirmationRequest,
  type User,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { MODERATION_LIST_PATHS, moderationListBody, moderationTabOf } from './moderationTabs';

export const MODERATION_RESOURCE = 'admin-moderation';

/**
 * The moderation page and its two screens (spec 3 §7 "Administration"). The list's `tab` filter (the
 * page's own, from the address) picks which of the three lists is asked; paging is the server's.
 */
const moderationApi: ResourceApi = {
  async getList({ client }, { pagination, filter, signal }) {
    const tab = moderationTabOf(filter?.tab);
    const body: ModerationListRequest = moderationListBody(pagination?.page ?? 1, new Date());
    const page = await client.request<AdminPage<{ id: number }>>(MODERATION_LIST_PATHS[tab], { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    /** GET …/publishers/user/{id}: one sign-up for the moderation-user screen. */
    user: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<ModerationUser>(`${ADMIN_MODERATION_PATHS.user}/${encodeURIComponent(String(id))}`, { signal });
    },
    /** GET /v1/user/{id}: the user the legal-entity screen edits. */
    legalUser: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<User>(`${PROFILE_PATHS.personal}/${encodeURIComponent(String(id))}`, { signal });
    },
    /** POST …/registration/approve: need-verification becomes approved and the link is mailed. */
    approve: ({ client }, params) => {
      const body: ApproveRegistrationRequest = { user_id: callParams<ApproveRegistrationRequest>(params).user_id };
      return client.request<unknown>(ADMIN_MODERATION_PATHS.approve, { method: 'POST', json: body });
    },
    /** POST …/confirmation/email/resend: a new link, the previous one stops working. */
    resend: ({ client }, params) => {
      const body: ResendConfirmationRequest = { email: callParams<ResendConfirmationRequest>(params).email };
      return client.request<unknown>(ADMIN_MODERATION_PATHS.resend, { method: 'POST', json: body });
    },
    /** PUT /v1/user/legal, moderation variant (moderation_start_at: when the screen was opened). */
    saveLegal: ({ client }, params) => {
      const { user_id, legal_entity_name, tin_number, moderation_start_at } = callParams<LegalModerationRequest>(params);
      const body: LegalModerationRequest = { user_id, legal_entity_name, tin_number: tin_number ?? '', moderation_start_at };
      return client.request<User>(ADMIN_MODERATION_PATHS.legal, { method: 'PUT', json: body });
    },
  },
};

export default moderationApi;
