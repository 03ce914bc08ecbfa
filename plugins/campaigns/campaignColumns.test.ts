import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mock-server/personas';
import { showsConversions, visibleColumns } from './campaignColumns';
import { canOpenCampaign } from '../../src/campaign/listLocation';
import { expectEvery } from '../../src/test/expectations';

const ids = (permissions: readonly string[]) => visibleColumns(permissions).map((column) => column.id);

describe('campaign list columns', () => {
  it('gives every column to the advertiser and the administrator', () => {
    expect(ids(PERSONAS.advertiser.permissions)).toEqual(['select', 'name', 'impressions', 'clicks', 'conversions', 'spend', 'pacing', 'actions']);
    expect(ids(PERSONAS.admin.permissions)).toEqual(['select', 'name', 'impressions', 'clicks', 'conversions', 'spend', 'pacing', 'actions']);
  });
  it('gives the analyst only the columns its permissions hold', () => {
    expect(ids(PERSONAS.analyst.permissions)).toEqual(['name', 'impressions', 'clicks', 'actions']);
  });
  it('drops the actions column without any action permission', () => {
    expect(ids(['REPORT_SPEND'])).toEqual(['name', 'spend', 'pacing']);
  });
  it('sorts every column but the selection, pacing and actions', () => {
    expect(visibleColumns(PERSONAS.admin.permissions).filter((c) => !c.sortBy).map((c) => c.id)).toEqual(['select', 'pacing', 'actions']);
  });
  it('shows conversions for the conversion-type goals only', () => {
    expectEvery(['app_installs', 'web_standard_conversion', 'website_custom_event', 'app_custom_event'], (g) => showsConversions(g as never));
    expect(showsConversions('enhanced_exposure')).toBe(false);
    expect(showsConversions('landing_page_traffic')).toBe(false);
  });
  it('opens rows only for ids longer than 5 characters', () => {
    expect(canOpenCampaign(1000001)).toBe(true);
    expect(canOpenCampaign(48210)).toBe(false);
    expect(canOpenCampaign(4821)).toBe(false);
  });
});
