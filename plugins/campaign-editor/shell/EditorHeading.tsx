import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import type { CampaignRecord } from '../../../src/api/contract';
import { statusColour, statusName } from '../../../src/campaign/status';

/** The campaign's name and status above the editor (the page's level-one heading), its name the top bar's title too. */
export const EditorHeading = ({ record }: { record: CampaignRecord | undefined }) => {
  const translate = useTranslate();
  const status = record ? statusName(record.status_key) : undefined;
  const name = record ? record.name : translate('campaign-editor.title.create');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
      <Title title={name} />
      <Typography variant="h4" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {record && status && (
        <Chip size="small" color={statusColour(record.status_key)} label={translate(`core.campaign.status.${status}`)} data-testid="campaign-status" />
      )}
    </Stack>
  );
};
