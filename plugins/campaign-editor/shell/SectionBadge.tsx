import { Chip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { SectionBadge as Badge } from '../sections/sectionContract';

const small = { height: 20, fontSize: 11 } as const;

/** ON while the section's switch is on: subscribes to that one field. */
const OnBadge = ({ field }: { field: string }) => {
  const translate = useTranslate();
  const on = useWatch({ name: field }) === true;
  return on ? <Chip size="small" color="success" label={translate('campaign-editor.badges.on')} sx={small} /> : null;
};

/** The disapproved-creative warning (spec 2 §2), on a section and on its parent. */
export const DisapprovedCreativeWarning = () => {
  const translate = useTranslate();
  return <WarningAmberIcon color="warning" fontSize="small" titleAccess={translate('campaign-editor.badges.disapproved')} data-testid="disapproved-warning" />;
};

/** The length of a list field (attribution pairs). */
const CountBadge = ({ field }: { field: string }) => {
  const list: unknown = useWatch({ name: field });
  const count = Array.isArray(list) ? list.length : 0;
  return count > 0 ? <Chip size="small" label={count} sx={small} /> : null;
};

interface SectionBadgeProps {
  badge: Badge;
  revisionCount: number | undefined;
}

/** A tree entry's badge (spec 2 §2): ON, a count, the change-log count. */
export const SectionBadge = ({ badge, revisionCount }: SectionBadgeProps) => {
  switch (badge.kind) {
    case 'on':
      return <OnBadge field={badge.field} />;
    case 'count':
      return <CountBadge field={badge.field} />;
    case 'revisions':
      return revisionCount ? <Chip size="small" label={revisionCount} sx={small} data-testid="revision-count" /> : null;
  }
};
