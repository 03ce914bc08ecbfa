import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionPermissions } from '../../src/auth/useSessionAccess';
import { campaignEditPath } from '../../src/routing/campaignPaths';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { visibleColumns } from './campaignColumns';
import { CampaignExportLink } from './CampaignExportLink';
import { CampaignListPagination } from './CampaignListPagination';
import { CampaignListToolbar } from './CampaignListToolbar';
import { CampaignTable } from './CampaignTable';
import { CampaignTypeModal } from './CampaignTypeModal';
import { rememberListLocation } from './listMemory';
import { parseListParams, writeListParams, type CampaignListParams } from './listParams';
import { useCampaignList } from './useCampaignList';

/**
 * /campaigns, the advertiser's home (spec 1 §2). Its whole state lives in the query string (a
 * zero-based page, page size, name, status, sort and the date range), so a reload or a shared link
 * shows the same list, and the editor's Cancel can return to it.
 */
const CampaignListPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  // Memoised on the query string so the memoised table sees the same objects until something changes.
  const params = useMemo(() => parseListParams(search), [search]);
  const [range, setRange] = useDateRangeParam();
  const permissions = useSessionPermissions();
  const columns = useMemo(() => visibleColumns(permissions), [permissions]);
  const { data, isFetching, isError, error, refetch } = useCampaignList(params, range);
  const [choosingType, setChoosingType] = useState(false);

  useEffect(() => rememberListLocation(location.search), [location.search]);
  const navigate = useNavigate();
  const open = useCallback((id: number) => navigate(campaignEditPath(id)), [navigate]);
  const chooseType = useCallback(() => setChoosingType(true), []);
  const exportLink = useMemo(() => <CampaignExportLink params={params} range={range} />, [params, range]);
  const change = useCallback(
    (next: Partial<CampaignListParams>) => setSearch((current) => writeListParams(current, next)),
    [setSearch],
  );

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('campaigns.title')} />
      <Typography variant="h5" component="h1" sx={{ pt: 2 }}>
        {translate('campaigns.title')}
      </Typography>
      <CampaignListToolbar
        params={params}
        range={range}
        onChange={change}
        onRange={setRange}
        onAdd={chooseType}
        exportLink={exportLink}
      />
      {isError && !isFetching && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={<Button color="inherit" onClick={() => void refetch()}>{translate('core.errors.retry')}</Button>}
        >
          {error instanceof Error ? error.message : translate('core.errors.somethingWentWrong')}
        </Alert>
      )}
      <CampaignTable
        columns={columns}
        rows={data?.data ?? []}
        loading={isFetching || (!data && !isError)}
        params={params}
        filtered={params.name !== '' || params.statuses.length > 0}
        onSort={change}
        onOpen={open}
      />
      <CampaignListPagination
        page={params.page}
        pageSize={params.pageSize}
        total={data?.total_size ?? 0}
        loading={isFetching}
        onPage={(page) => change({ page })}
        onPageSize={(pageSize) => change({ pageSize })}
      />
      <CampaignTypeModal open={choosingType} onClose={() => setChoosingType(false)} />
    </Box>
  );
};

export default CampaignListPage;
