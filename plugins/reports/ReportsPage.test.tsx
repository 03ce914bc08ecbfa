import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUOTA_MESSAGES, RECORD_QUOTAS, REPORT_METRICS, REPORT_PATHS, type CampaignPacingAnswer, type PlacementReport, type PlacementReportRequest, type ReportFilterBody, type ReportTotals } from '../../src/api/contract';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { formatCount, formatMoney } from '../../src/domain/money';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../src/test/recordRequests';
import { FROM, renderReportsPage, runningCampaign, stubResizeObserver, TO } from './ReportsPage.testkit';
import { formatFigure } from './reportFormat';
import { formatFor } from '../../src/format/useFormat';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();
beforeEach(stubResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bodies the page sent to one report call. */
const bodiesTo = <T,>(sent: SentRequest[], path: string): T[] => sent.filter((request) => request.path === path && request.body).map((request) => JSON.parse(request.body ?? '{}') as T);

const ANALYST_METRICS = ['impressions', 'clicks', 'ctr', 'reach', 'bids', 'win_rate'];
const METRIC_OF_HEADER: Record<string, string> = { Impressions: 'impressions', Clicks: 'clicks', CTR: 'ctr', Spent: 'spent', CPM: 'cpm', CPC: 'cpc', Conversions: 'conversions', CPA: 'cpa', 'Win rate': 'win_rate' };

describe('reports page: the figures it asks for and shows', () => {
  it('asks the advertiser\'s every figure by included_metrics, and shows unique conversions, CPE and bids in the totals as the mock answers them', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    const sent = recordRequests();
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    await waitFor(() => expect(screen.getByTestId('total-impressions')).toHaveTextContent(formatCount(campaign.impressions, 'en')));
    const [body] = bodiesTo<ReportFilterBody>(sent, REPORT_PATHS.total);
    expect(body?.included_metrics).toEqual([...REPORT_METRICS]);
    const answer = (await backend.call<ReportTotals>(REPORT_PATHS.total, { as: 'advertiser', json: body })).data;
    for (const metric of ['conversions_unique_bid', 'cpe', 'bids'] as const) {
      expect(answer[metric]).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByTestId(`total-${metric}`)).toHaveTextContent(formatFigure(metric, answer[metric] ?? 0, campaign.currency, formatFor('en'))));
    }
  });

  it('asks the analyst only the figures impressions and clicks allow, and shows bids but neither unique conversions nor CPE', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    await backend.signIn('analyst');
    const sent = recordRequests();
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    await waitFor(() => expect(screen.getByTestId('total-impressions')).toHaveTextContent(formatCount(campaign.impressions, 'en')));
    const bodies = bodiesTo<ReportFilterBody>(sent, REPORT_PATHS.total);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body.included_metrics).toEqual(ANALYST_METRICS);
    const answer = (await backend.call<ReportTotals>(REPORT_PATHS.total, { as: 'analyst', json: bodies[0] })).data;
    expect(Object.keys(answer).sort()).toEqual(['bids', 'clicks', 'ctr', 'impressions', 'win_rate']);
    await waitFor(() => expect(screen.getByTestId('total-bids')).toHaveTextContent(formatCount(answer.bids ?? 0, 'en')));
    expect(screen.queryByTestId('total-cpe')).toBeNull();
    expect(screen.queryByTestId('total-conversions_unique_bid')).toBeNull();
    expect(screen.queryByTestId('total-spent')).toBeNull();
  });
});

describe('reports page: placements', () => {
  it('shows the placements the mock answers for the report, with the columns the permissions allow, per persona', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    for (const [persona, headers] of [
      ['advertiser', ['App or site', 'Impressions', 'Clicks', 'CTR', 'Spent', 'CPM', 'CPC', 'Conversions', 'CPA', 'Win rate']],
      ['analyst', ['App or site', 'Impressions', 'Clicks', 'CTR', 'Win rate']],
    ] as const) {
      await backend.signIn(persona);
      const sent = recordRequests();
      const { unmount } = renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=placements`);
      await waitFor(() => expect(screen.getAllByTestId('placement-row').length).toBeGreaterThan(1));
      const [request] = bodiesTo<PlacementReportRequest>(sent, REPORT_PATHS.placement);
      if (!request) throw new Error('no placement request');
      // The report filter body, the table's figures as included_metrics (the persona's only), the grouping, order and page.
      expect(request).toEqual({
        from_date: `${FROM}T00:00:00Z`,
        to_date: expect.stringMatching(/T23:59:59Z$/),
        tz_offset_seconds: 0,
        id: campaign.id,
        included_metrics: headers.slice(1).map((header) => METRIC_OF_HEADER[header]),
        dimensions: ['site_or_app'],
        order_field: 'impressions',
        order_direction: 'DESC',
        page: 1,
        page_size: 10,
      });
      const answer = (await backend.call<PlacementReport>(REPORT_PATHS.placement, { as: persona, json: request })).data;
      const table = screen.getByRole('table', { name: 'Figures per placement' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(headers);
      const first = answer.data[0];
      if (!first) throw new Error('no placement answered');
      const cells = within(screen.getAllByTestId('placement-row')[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toEqual([first.dimensions[0]?.value, ...first.metrics.map((m) => formatFigure(m.metric, m.value, campaign.currency, formatFor('en')))]);
      unmount();
    }
  });
});

describe('reports page: exports', () => {
  it('keeps each export button busy (spinner, disabled) while its file is made, one request however often it is clicked', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    const sent = recordRequests();
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    await waitFor(() => expect(screen.getByTestId('total-impressions')).toHaveTextContent(formatCount(campaign.impressions, 'en')));
    await backend.settings({ latencyMs: 400 });
    const exports = [
      ['Campaign report (CSV)', REPORT_PATHS.campaignReportCsv, `campaign-report-${campaign.id}.csv`],
      ['Traffic sources by Publisher (CSV)', REPORT_PATHS.trafficSourceCsv, `traffic-source-${campaign.id}-publisher.csv`],
    ] as const;
    for (const [index, [name, path, fileName]] of exports.entries()) {
      const button = screen.getByRole('button', { name });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      expect(button).toBeDisabled();
      expect(within(button).getByRole('progressbar')).toBeInTheDocument();
      await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(index + 1));
      expect(saveAs.mock.calls[index]?.[1]).toBe(fileName);
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(button).toBeEnabled();
      expect(sent.filter((request) => request.path === path)).toHaveLength(1);
    }
  });
});

describe('reports page: saved views', () => {
  it('keeps Save busy (spinner, disabled) while the view is saved, one request however often it is clicked', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    const sent = recordRequests();
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'View name' }), { target: { value: 'Busy week' } });
    await backend.settings({ latencyMs: 400 });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this view' })).not.toBeInTheDocument());
    const posts = sent.filter((request) => request.path === REPORT_PATHS.views && request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({ name: 'Busy week', campaign_id: campaign.id });
  });
});

describe('reports page: the saved view quota', () => {
  it('says a person at their quota of saved views may save no more, in the server’s words, and offers no Save', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    const userId = PERSONA_IDS.advertiser.userId;
    const mine = () => backend.mock.store.state().report_views.filter((view) => view.user_id === userId);
    // Positive control: under the quota the dialog offers Save.
    const { unmount } = renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const open = await screen.findByRole('dialog', { name: 'Save this view' });
    await waitFor(() => expect(within(open).getByText(/Up to 60 characters/)).toBeInTheDocument());
    expect(within(open).getByRole('button', { name: 'Save' })).toBeEnabled();
    unmount();

    backend.mock.store.mutate((db) => {
      let id = db.report_views.reduce((max, view) => Math.max(max, view.id), 0);
      for (let held = mine().length; held < RECORD_QUOTAS.report_views; held += 1) {
        id += 1;
        db.report_views.push({ id, name: `View ${id}`, campaign_id: campaign.id, filters: { from: FROM, to: TO, source: '', size: 1, device: null, granularity: 'day', tab: 'platforms' }, user_id: userId, created_at: '2026-11-01T00:00:00.000Z' });
      }
    });
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    expect(await within(dialog).findByText(QUOTA_MESSAGES.report_views)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('reports page: pacing (beyond the spec)', () => {
  it("shows the campaign's pacing as the mock answers it, and none to the analyst", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const campaign = await runningCampaign(backend, spaceId);
    const { data: answer } = await backend.call<CampaignPacingAnswer>(`/v1/campaign/${campaign.id}/pacing`, { as: 'advertiser' });
    const pacing = answer.pacing;
    if (!pacing) throw new Error('a running campaign has pacing');
    const { unmount } = renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    const block = await screen.findByTestId('report-pacing');
    expect(within(block).getByRole('heading', { name: 'Pacing' })).toBeInTheDocument();
    expect(within(block).getByTestId('pacing-summary')).toHaveTextContent(
      `Spend to date ${formatMoney(pacing.spend_to_date, campaign.currency, 'en')} against an ideal ${formatMoney(pacing.ideal_to_date, campaign.currency, 'en')}`,
    );
    expect(within(block).getByTestId('budget-projection')).toHaveTextContent(/budget/i);
    unmount();

    await backend.signIn('analyst');
    renderReportsPage(backend, `campaignId=${campaign.id}&from=${FROM}&to=${TO}&tab=dimension`);
    await waitFor(() => expect(screen.getByTestId('total-impressions')).toHaveTextContent(formatCount(campaign.impressions, 'en')));
    expect(screen.queryByTestId('report-pacing')).toBeNull();
  });
});
