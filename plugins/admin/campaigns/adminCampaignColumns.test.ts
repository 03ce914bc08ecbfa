import { describe, expect, it } from 'vitest';
import type { AdminReportData } from '../../../src/api/contract';
import { ADMIN_CAMPAIGN_COLUMN_IDS, PERFORMANCE_HIDDEN_COLUMNS, canUncheck, columnsParamOf, listOfColumns, toggleColumn } from './adminCampaignColumnChoice';
import { figureColumns, visibleColumns } from './adminCampaignColumns';
import { formatFor } from '../../../src/format/useFormat';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);

describe('admin campaign columns', () => {
  it('shows every chosen column for all and awareness; performance hides clicks, cpm, ctr, impressions, cpc and cvr', () => {
    expect(ids(visibleColumns(ADMIN_CAMPAIGN_COLUMN_IDS, 'all'))).toEqual(ADMIN_CAMPAIGN_COLUMN_IDS);
    expect(ids(visibleColumns(ADMIN_CAMPAIGN_COLUMN_IDS, 'awareness'))).toEqual(ADMIN_CAMPAIGN_COLUMN_IDS);
    expect(ids(visibleColumns(ADMIN_CAMPAIGN_COLUMN_IDS, 'performance'))).toEqual(['account', 'status', 'phase', 'budget', 'spent', 'conversions', 'cpa']);
    expect([...PERFORMANCE_HIDDEN_COLUMNS].sort()).toEqual(['clicks', 'cpc', 'cpm', 'ctr', 'cvr', 'impressions']);
  });

  it('keeps the last two chosen columns: unchecking one of them changes nothing', () => {
    const two = ['spent', 'cpa'];
    expect(canUncheck(two, 'spent')).toBe(false);
    expect(toggleColumn(two, 'spent')).toBe(two);
    expect(canUncheck(two, 'budget')).toBe(true);
    const three = toggleColumn(two, 'budget');
    expect(three).toEqual(['budget', 'spent', 'cpa']);
    expect(toggleColumn(three, 'spent')).toEqual(['budget', 'cpa']);
  });

  it('reads and writes the choice in the address, in the table order; nothing for every column, too few is every column', () => {
    expect(listOfColumns(null)).toEqual(ADMIN_CAMPAIGN_COLUMN_IDS);
    expect(listOfColumns('cpa,spent,bogus')).toEqual(['spent', 'cpa']);
    expect(listOfColumns('spent')).toEqual(ADMIN_CAMPAIGN_COLUMN_IDS);
    expect(columnsParamOf(['cpa', 'spent'])).toBe('spent,cpa');
    expect(columnsParamOf(ADMIN_CAMPAIGN_COLUMN_IDS)).toBeNull();
  });

  it('writes money in the chosen currency, and null for a figure the answer lacks', () => {
    const data: AdminReportData = { spent: 1500.5, spent_usd: 1.01, cpa: 3, cpa_usd: 0.002, conversion_count: 1234, conversions_unique_bid: 1 };
    const figures = figureColumns(visibleColumns(['spent', 'conversions', 'cpa', 'ctr'], 'all'));
    expect(ids(figures)).toEqual(['spent', 'ctr', 'conversions', 'cpa']);
    const [spent, ctr, , cpa] = figures;
    expect(spent?.text(data, 'NGN', false, formatFor('en'))).toBe('₦1,500.50');
    expect(spent?.text(data, 'USD', true, formatFor('en'))).toBe('$1.01');
    expect(cpa?.text(data, 'USD', true, formatFor('en'))).toBe('$0.01');
    expect(ctr?.text(data, 'USD', true, formatFor('en'))).toBeNull();
  });
});
