import type { ComponentType } from 'react';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PaletteIcon from '@mui/icons-material/Palette';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { AdminSearchResult } from '../../api/contract';

export interface AdminLink {
  /** Also the label's key under shell.adminLinks. */
  name: 'customization' | 'accounts' | 'payments' | 'campaigns' | 'moderation';
  path: string;
  icon: ComponentType;
}

/** The five administration links, in the spec's order (spec 1 §2, spec 3 §2). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { name: 'customization', path: '/admin/customization', icon: PaletteIcon },
  { name: 'accounts', path: '/admin/accounts', icon: AccountBoxIcon },
  { name: 'payments', path: '/admin/payments', icon: PaymentsIcon },
  { name: 'campaigns', path: '/admin/campaigns', icon: CampaignIcon },
  { name: 'moderation', path: '/admin/moderation', icon: FactCheckIcon },
];

type ModerationCounts = Pick<AdminSearchResult, 'campaigns_in_moderation_count' | 'registrants_in_moderation_count'>;

const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The moderation badge: campaigns plus registrants waiting (spec 1 §2). A missing answer or a field
 * the server left out counts as none, never as NaN on screen.
 */
export const moderationBadgeCount = (counts: Partial<ModerationCounts> | null | undefined): number =>
  countOf(counts?.campaigns_in_moderation_count) + countOf(counts?.registrants_in_moderation_count);
