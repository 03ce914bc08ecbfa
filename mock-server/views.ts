import type { CampaignRecord, CampaignRevision, SearchItem, Space, SpaceBalance, User } from '../src/api/contract';
import { fromMinor } from '../src/domain/minorUnits';
import type { StoredCampaign, StoredSpace, StoredUser } from './db/types';

/**
 * Stored records → contract answers. Only contract fields leave the mock (never password hashes), and
 * a user's balance and currency are read from their space, which is what actually holds the money.
 */
export const userView = (user: StoredUser, space: StoredSpace | undefined): User => {
  const { password_hash: _hash, password_salt: _salt, credit_limit_minor, ...rest } = user;
  return {
    ...rest,
    balance: space ? fromMinor(space.balance_minor) : user.balance,
    currency: space?.currency ?? user.currency,
    permissions: [...user.permissions],
    credit_limit: fromMinor(credit_limit_minor),
    settings: structuredClone(user.settings),
    profile_picture: user.profile_picture ? { ...user.profile_picture } : null,
  };
};

export const spaceView = (space: StoredSpace): Space => ({
  id: space.id,
  name: space.name,
  balance: fromMinor(space.balance_minor),
  currency: space.currency,
  locale: space.locale,
  account_type_key: space.account_type_key,
  owner_user_id: space.owner_user_id,
  payment_settings: { allow_payment: space.payment_settings.allow_payment },
});

export const balanceView = (space: StoredSpace): SpaceBalance => ({
  space_id: space.id,
  balance: fromMinor(space.balance_minor),
  currency: space.currency,
});

/** An account in the admin search (type_key 2); its status is its owner's account status. */
export const accountItem = (space: StoredSpace, owner: StoredUser | undefined): SearchItem => ({
  type_key: 2,
  campaign_id: null,
  campaign_name: null,
  space_id: space.id,
  space_name: space.name,
  status_key: owner?.status_key ?? 5,
  campaign_start_at: null,
  created_at: space.created_at,
  picture_id: owner?.profile_image ?? null,
  user_id: space.owner_user_id,
  currency: space.currency,
});

export const campaignItem = (campaign: StoredCampaign, space: StoredSpace | undefined): SearchItem => ({
  type_key: 1,
  campaign_id: campaign.id,
  campaign_name: campaign.name,
  space_id: campaign.space_id,
  space_name: space?.name ?? '',
  status_key: campaign.status_key,
  campaign_start_at: campaign.campaign_start_at,
  created_at: campaign.created_at,
  picture_id: null,
  user_id: space?.owner_user_id ?? 0,
  currency: campaign.currency,
});

/**
 * GET /v1/campaign/{id} and every answer carrying a campaign: the record without the server's own
 * moderation facts, and with the owner fields only for a caller holding CAMPAIGN_ADMINISTRATION (an
 * advertiser never sees the margin).
 */
export const campaignView = (campaign: StoredCampaign, withOwner: boolean): CampaignRecord => {
  const { content_changed_at: _changed, rejected_version: _rejected, owner, ...record } = campaign;
  return withOwner ? { ...record, owner } : record;
};

/**
 * A change log entry as its reader may see it: without owner fields for a caller lacking
 * CAMPAIGN_ADMINISTRATION, and null when nothing else is left (an owner-only change is not theirs to
 * see).
 */
export const revisionView = (revision: CampaignRevision, withOwner: boolean): CampaignRevision | null => {
  if (withOwner) return revision;
  const difference = revision.state_difference.filter((d) => d.path !== 'owner' && !d.path.startsWith('owner.'));
  // Folded earlier changes are a version of the whole campaign, never an owner-only change.
  if (difference.length === 0 && revision.folded === undefined) return null;
  const { owner: _before, ...previous } = revision.previous_state;
  const { owner: _after, ...current } = revision.current_state;
  return { ...revision, state_difference: difference, previous_state: previous, current_state: current };
};
