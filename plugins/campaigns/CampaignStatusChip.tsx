import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { CampaignListRow } from '../../src/api/contract';
import { statusColour, statusName } from './campaignStatus';

export const CampaignStatusChip = () => {
  const record = useRecordContext<CampaignListRow>();
  const translate = useTranslate();
  if (!record) return null;
  const name = statusName(record.status_key);
  return (
    <Chip
      size="small"
      color={statusColour(record.status_key)}
      label={name ? translate(`campaigns.status.${name}`) : String(record.status_key)}
    />
  );
};
