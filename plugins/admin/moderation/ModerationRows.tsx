import type { ReactNode } from 'react';
import { Chip, Link, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { LegalEntityRow, ModerationAccountRow, ModerationCampaignRow } from '../../../src/api/contract';
import { AccountStatus } from './ModerationStatus';
import { legalStatusKey } from './moderationTabs';
import { useFormat } from '../../../src/format/useFormat';

export const moderateUserPath = (id: number): string => `/admin/moderate/user/${id}`;
export const legalEntityPath = (id: number): string => `/admin/legal-entity/user/${id}`;

const fullName = (row: { first_name: string; last_name: string }): string => `${row.first_name} ${row.last_name}`.trim();


/**
 * A row opens its screen on a click anywhere in it (spec 3 §2); the name is also a real link, so the
 * keyboard and assistive technology reach the same screen (ours).
 */
const ScreenRow = ({ to, testId, name, children }: { to: string; testId: string; name: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <TableRow data-testid={testId} hover onClick={() => navigate(to)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
          {name}
        </Link>
      </TableCell>
      {children}
    </TableRow>
  );
};

export const AccountModerationRow = ({ row }: { row: ModerationAccountRow }) => {
  const format = useFormat();
  return (
    <ScreenRow to={moderateUserPath(row.id)} testId="moderation-account-row" name={fullName(row)}>
      <TableCell>{row.email}</TableCell>
      <TableCell>{row.phone}</TableCell>
      <TableCell>{row.company_name || '—'}</TableCell>
      <TableCell>{row.created_at ? format.day(row.created_at) : '—'}</TableCell>
      <TableCell>
        <AccountStatus statusKey={row.status_key} />
      </TableCell>
    </ScreenRow>
  );
};

export const LegalEntityModerationRow = ({ row }: { row: LegalEntityRow }) => {
  const translate = useTranslate();
  return (
    <ScreenRow to={legalEntityPath(row.id)} testId="moderation-legal-row" name={fullName(row)}>
      <TableCell>{row.email}</TableCell>
      <TableCell>{row.legal_entity_name || '—'}</TableCell>
      <TableCell>{row.tin_number || '—'}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={translate(legalStatusKey(row.status_key))} />
      </TableCell>
    </ScreenRow>
  );
};

interface CampaignRowProps {
  row: ModerationCampaignRow;
  /** Switches into the owning account and opens the campaign's editor. */
  onOpen: (row: ModerationCampaignRow) => void;
  /** This row's switch is under way. */
  opening: boolean;
}

/** A campaign waiting for moderation: its name switches into the owning space and opens the editor (spec 3 §2). */
export const CampaignModerationRow = ({ row, onOpen, opening }: CampaignRowProps) => {
  const format = useFormat();
  return (
    <TableRow data-testid="moderation-campaign-row">
      <TableCell>
        {/* A link-looking button: it starts an account switch, not a plain navigation. */}
        <Link component="button" type="button" variant="body2" disabled={opening} aria-busy={opening || undefined} onClick={() => onOpen(row)} sx={{ textAlign: 'left' }}>
          {row.name}
        </Link>
      </TableCell>
      <TableCell>{row.space_name}</TableCell>
      <TableCell>{row.campaign_start_at ? format.day(row.campaign_start_at) : '—'}</TableCell>
    </TableRow>
  );
};
