import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Title } from 'react-admin';
import { useGetList, useGetOne, useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_STATUS, REPORT_DIMENSIONS, type CampaignListRow, type CampaignRecord, type DictionaryItem, type DictionaryLanguage, type ReportDimension } from '../../src/api/contract';
import { metaDictionaryOptions } from '../../src/data/referenceLists';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { ALL_TIME_FROM } from '../../src/domain/dateRange';
import { campaignEditPath } from '../../src/routing/campaignPaths';
import { BannersBreakdown } from './breakdowns/BannersBreakdown';
import { breakdownMetric } from './breakdowns/breakdownMetric';
import { DimensionTable } from './breakdowns/DimensionTable';
import { PlacementBreakdown } from './breakdowns/PlacementBreakdown';
import { PlatformBreakdown } from './breakdowns/PlatformBreakdown';
import { PublishersBreakdown } from './breakdowns/PublishersBreakdown';
import { reportMetrics } from './data/reportBody';
import { REPORTS_RESOURCE } from './data/reportsApi';
import { useDebouncedAsk, useReportTotals, type ReportAsk } from './data/useReportData';
import { ExportLinks } from './ExportLinks';
import { CHART_METRICS, clampAllTime, REPORT_TABS, type ReportTab } from './filters/reportFilters';
import { useReportFilters } from './filters/useReportFilters';
import { ReportFilterHeader, type DeviceTypeOption } from './header/ReportFilterHeader';
import { ReportChart } from './totals/ReportChart';
import { ReportPacing } from './totals/ReportPacing';
import { TotalsTiles } from './totals/TotalsTiles';
import { useAllowedMetrics } from './useAllowedMetrics';
import { filtersOfView, viewFiltersOf } from './views/savedViewFilters';
import { SavedViewsMenu } from './views/SavedViewsMenu';
import { SaveViewDialog } from './views/SaveViewDialog';
import { useSharedView } from './views/useSharedView';

/**
 * Not given by the spec: with no campaign in the address, the report opens on the first running one
 * by name (the one a user most likely wants to watch), else on the first of any status.
 */
const useDefaultCampaign = (campaignId: number | null, choose: (id: number) => void, waiting: boolean) => {
  const wanted = campaignId === null && !waiting;
  const params = { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' as const } };
  const running = useGetList<CampaignListRow>('campaigns', { ...params, filter: { status: [CAMPAIGN_STATUS.running] } }, { enabled: wanted });
  const any = useGetList<CampaignListRow>('campaigns', { ...params, filter: {} }, { enabled: wanted && running.data?.length === 0 });
  const data = running.data?.length ? running.data : any.data;
  const isPending = running.isPending || (running.data?.length === 0 && any.isPending);
  const first = data?.[0]?.id;
  useEffect(() => {
    if (wanted && first !== undefined) choose(first);
  }, [wanted, first, choose]);
  return { none: wanted && !isPending && data?.length === 0 };
};

/**
 * /reports (PAGE_REPORTS, spec 3 §2): the filter header, the totals with the compare chart, and the
 * platform, publisher, banner, dimension and placement breakdowns, every figure and column limited by the REPORT_*
 * permissions. All state is in the address; requests follow it after the 1 s debounce. A missing login
 * marker (spec 3 §2) is handled before any page renders: RequireSession clears the session and goes to login.
 */
const ReportsPage = () => {
  const translate = useTranslate();
  const allowed = useAllowedMetrics();
  const [filters, setFilters] = useReportFilters();
  const [search] = useSearchParams();
  const chooseCampaign = useMemo(() => (campaignId: number) => setFilters({ campaignId }, { replace: true }), [setFilters]);
  const shared = useSharedView();
  const { none } = useDefaultCampaign(filters.campaignId, chooseCampaign, shared.opening);
  const [saving, setSaving] = useState(false);
  const { data: campaign } = useGetOne<CampaignRecord>('campaigns', { id: filters.campaignId ?? 0 }, { enabled: filters.campaignId !== null });
  const [locale] = useLocaleState();
  const deviceLanguage: DictionaryLanguage = locale === 'ru' ? 'ru' : 'en';
  const { data: deviceTypes = [] } = useInvokeQuery<DictionaryItem[]>(REPORTS_RESOURCE, 'deviceTypes', { language: deviceLanguage }, metaDictionaryOptions<DictionaryItem>('report_device_types', deviceLanguage));
  const devices: DeviceTypeOption[] = useMemo(() => deviceTypes.map((item) => ({ key: Number(item.value), name: item.title })), [deviceTypes]);

  // A chart figure the user may not see falls back to the first one they may (the analyst: impressions).
  const metric = allowed.has(filters.metric) ? filters.metric : (CHART_METRICS.find((m) => allowed.has(m)) ?? 'impressions');
  const firstDay = campaign?.campaign_start_at?.slice(0, 10) ?? campaign?.created_at?.slice(0, 10) ?? null;
  // "All time" starts on the campaign's first day: until the campaign is read, nothing is asked (from
  // 2000 on, the chart would ask for some 1,400 weeks).
  const waitForStart = filters.range.from === ALL_TIME_FROM && !campaign;
  const wanted: ReportAsk | null =
    filters.campaignId === null || waitForStart
      ? null
      : {
          scope: { campaignId: filters.campaignId, source: filters.source, size: filters.size, device: filters.device, granularity: filters.granularity, metrics: reportMetrics(allowed) },
          range: clampAllTime(filters.range, firstDay),
        };
  const ask = useDebouncedAsk(wanted);
  const { totals, compare, reach } = useReportTotals(ask, { reach: allowed.has('reach') });
  const currency = campaign?.currency ?? 'USD';
  const dimensionParam = search.get('dimension');
  const dimension: ReportDimension = REPORT_DIMENSIONS.includes(dimensionParam as ReportDimension) ? (dimensionParam as ReportDimension) : 'day';

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('reports.titles.reports')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('reports.titles.reports')}
        </Typography>
        {filters.campaignId !== null && (
          <Link component={RouterLink} to={campaignEditPath(filters.campaignId)}>
            {translate('reports.viewCampaign')}
          </Link>
        )}
        <Box sx={{ flex: 1 }} />
        <SavedViewsMenu onOpen={(view) => setFilters(filtersOfView(view))} />
        <Button startIcon={<BookmarkAddIcon />} onClick={() => setSaving(true)} disabled={filters.campaignId === null}>
          {translate('reports.views.save')}
        </Button>
      </Stack>
      <SaveViewDialog open={saving} onClose={() => setSaving(false)} view={filters.campaignId === null ? null : { campaign_id: filters.campaignId, filters: viewFiltersOf(filters) }} />
      {shared.error ? <Alert severity="error">{shared.error.message}</Alert> : null}
      <ReportFilterHeader filters={filters} setFilters={setFilters} deviceTypes={devices} />
      {none ? <Alert severity="info">{translate('reports.campaign.campaignNotFound')}</Alert> : null}
      {totals.error ? <Alert severity="error">{totals.error.message}</Alert> : null}
      {ask && (
        <>
          <TotalsTiles allowed={allowed} totals={totals.data} previous={filters.compare ? compare.data : undefined} reach={reach.data?.reach} currency={currency} metric={metric} onMetric={(next) => setFilters({ metric: next })} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ReportChart
              ask={ask}
              metric={metric}
              compare={filters.compare}
              onCompare={(next) => setFilters({ compare: next })}
              granularity={filters.granularity}
              onGranularity={(granularity) => setFilters({ granularity })}
              currency={currency}
            />
          </Paper>
          {campaign && campaign.id === filters.campaignId && <ReportPacing campaign={campaign} />}
          <Paper variant="outlined">
            <Tabs value={filters.tab} onChange={(_event, tab: ReportTab) => setFilters({ tab })} aria-label={translate('reports.tabs.label')} variant="scrollable">
              {REPORT_TABS.map((tab) => (
                <Tab key={tab} value={tab} label={translate(`reports.tabs.${tab}`)} id={`report-tab-${tab}`} aria-controls="report-tab-panel" />
              ))}
            </Tabs>
            <Box role="tabpanel" id="report-tab-panel" aria-labelledby={`report-tab-${filters.tab}`} sx={{ p: 2 }}>
              {filters.tab === 'platforms' && <PlatformBreakdown ask={ask} metric={breakdownMetric(metric)} currency={currency} />}
              {filters.tab === 'publishers' && <PublishersBreakdown ask={ask} metric={breakdownMetric(metric)} currency={currency} order={filters.publishers} onOrder={(publishers) => setFilters({ publishers })} />}
              {filters.tab === 'banners' && <BannersBreakdown ask={ask} allowed={allowed} currency={currency} />}
              {filters.tab === 'dimension' && <DimensionTable ask={ask} allowed={allowed} currency={currency} />}
              {filters.tab === 'placements' && <PlacementBreakdown ask={ask} allowed={allowed} currency={currency} />}
            </Box>
          </Paper>
          <ExportLinks ask={ask} dimension={dimension === 'day' ? 'publisher' : dimension} />
        </>
      )}
    </Stack>
  );
};

export default ReportsPage;

