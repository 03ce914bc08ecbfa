import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import type { Page, PermittedCampaignListRow } from '../../src/api/contract';
import { mockBackend } from '../../src/test/mockBackend';
import campaigns from '../../locales/en/campaigns.json';
import core from '../../locales/en/core.json';
import { visibleColumns } from './campaignColumns';
import { CampaignRow } from './CampaignRow';
import { formatMoney } from '../../src/domain/money';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...campaigns }) as unknown as TranslationMessages, 'en');

/** The field each metric column shows as its main figure. */
const MAIN_FIELD = { impressions: 'impressions', clicks: 'clicks', conversions: 'conversions', spend: 'spent', pacing: 'pacing' } as const;

/** A page of the persona's own campaigns as the mock answers that persona. */
const rowsOf = async (persona: PersonaName): Promise<PermittedCampaignListRow[]> => {
  const { data } = await backend.call<Page<PermittedCampaignListRow>>('/v1/campaign/list/v2', {
    as: persona,
    json: { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 25, space_id: PERSONA_IDS[persona].spaceId },
  });
  return data.data;
};

describe('campaign list columns against the figures the mock answers', () => {
  it.each(['analyst', 'advertiser'] as const)('gives the %s a column for each figure the rows carry, and none other', async (persona) => {
    const rows = await rowsOf(persona);
    expect(rows.length).toBeGreaterThan(0);
    const shown = visibleColumns(PERSONAS[persona].permissions).map((column) => column.id);
    for (const [column, field] of Object.entries(MAIN_FIELD)) {
      const carried = rows.every((row) => field in row);
      expect(carried).toBe(shown.includes(column as keyof typeof MAIN_FIELD));
      if (!carried) expect(rows.some((row) => field in row)).toBe(false);
    }
  });

  it("shows the analyst's rows without spend, CPM or CPC", async () => {
    const rows = await rowsOf('analyst');
    const columns = visibleColumns(PERSONAS.analyst.permissions).filter((column) => column.id !== 'actions');
    expect(columns.map((column) => column.id)).toEqual(['name', 'impressions', 'clicks']);
    const { container } = render(
      <I18nContextProvider value={i18n}>
        <table>
          <tbody>
            {rows.map((row) => (
              <CampaignRow key={row.id} row={row} columns={columns} onOpen={() => undefined} />
            ))}
          </tbody>
        </table>
      </I18nContextProvider>,
    );
    expect(screen.getAllByText(/^CTR /)).toHaveLength(rows.length);
    expect(container.textContent).not.toMatch(/CPM|CPC|CPA|CVR|Today/);
  });

  it("shows each running campaign's pacing in words and '—' for the others", async () => {
    const rows = await rowsOf('advertiser');
    const columns = visibleColumns(PERSONAS.advertiser.permissions).filter((column) => column.id === 'name' || column.id === 'pacing');
    render(
      <I18nContextProvider value={i18n}>
        <table>
          <tbody>
            {rows.map((row) => (
              <CampaignRow key={row.id} row={row} columns={columns} onOpen={() => undefined} />
            ))}
          </tbody>
        </table>
      </I18nContextProvider>,
    );
    const running = rows.filter((row) => row.pacing);
    expect(running.length).toBeGreaterThan(0);
    for (const row of running) {
      const pacing = row.pacing;
      if (!pacing || pacing.ratio === null) continue;
      const cell = screen.getByText(`${formatMoney(pacing.spend_to_date, row.currency, 'en')} of ${formatMoney(pacing.ideal_to_date, row.currency, 'en')} ideal`).closest('td');
      expect(cell?.textContent).toContain(`${Math.round(pacing.ratio * 100)}% of ideal, flight to date`);
      expect(cell?.textContent).toMatch(pacing.ratio < 0.8 ? /Underpacing/ : pacing.ratio > 1.2 ? /Overpacing/ : /On pace/);
    }
    expect(screen.getAllByText('—')).toHaveLength(rows.length - running.length);
  });
});
