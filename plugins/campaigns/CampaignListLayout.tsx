import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useCurrentSpaceId } from '../../src/auth/useAccountSwitch';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { campaignEditPath } from '../../src/routing/campaignPaths';
import { visibleColumns } from './campaignColumns';
import { CampaignBulkSlot } from './CampaignBulkSlot';
import { CampaignListToolbar } from './CampaignListToolbar';
import { CampaignTable } from './CampaignTable';
import { loadListExtras } from './listExtras';

const CampaignTypeModal = lazy(() => import('./CampaignTypeModal').then((module) => ({ default: module.CampaignTypeModal })));

/** The campaign list's page under its list context: heading, filters, table, paging. */
export const CampaignListLayout = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permissions = useSessionPermissions();
  const spaceId = useCurrentSpaceId();
  const columns = useMemo(() => visibleColumns(permissions), [permissions]);
  const [choosingType, setChoosingType] = useState(false);
  // Mounted on the first "Add" and then kept, so its later closes still animate.
  const [typeModalMounted, setTypeModalMounted] = useState(false);
  const open = useCallback((id: number) => navigate(campaignEditPath(id)), [navigate]);
  const chooseType = useCallback(() => {
    setTypeModalMounted(true);
    setChoosingType(true);
  }, []);
  useEffect(loadListExtras, []);
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('campaigns.title')} />
      <Typography variant="h5" component="h1" sx={{ pt: 2 }}>
        {translate('campaigns.title')}
      </Typography>
      <CampaignListToolbar onAdd={chooseType} />
      <ListErrorAlert />
      {/* Keyed by the account: a batch's results and its undo belong to the account it was sent in. */}
      <CampaignBulkSlot key={spaceId ?? 'none'} />
      <CampaignTable columns={columns} onOpen={open} />
      <ListPagination />
      {typeModalMounted && (
        <Suspense fallback={null}>
          <CampaignTypeModal open={choosingType} onClose={() => setChoosingType(false)} />
        </Suspense>
      )}
    </Box>
  );
};
