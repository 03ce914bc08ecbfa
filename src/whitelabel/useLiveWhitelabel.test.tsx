import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WHITELABEL_PATHS, type WhitelabelRecord } from '../api/contract';
import { fetchWhitelabel } from '../data/whitelabelInfo';
import { mockBackend } from '../test/mockBackend';
import { outsideAct } from '../test/outsideAct';
import { useLiveWhitelabel } from './useLiveWhitelabel';
import { applyWhitelabelToDocument } from './whitelabelDocument';

const backend = mockBackend();

const favicon = () => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href');

describe('the live white-label', () => {
  it('sets the document title and favicon, and no favicon as data:,', () => {
    const base = { id: 1, name: 'Brand', whitelabel_id: 'dsp', primary_color: '', secondary_color: '', warning_color: '', gauge_color: '', company_logo: null, term_of_service_url: '', privacy_policy_url: '', help_url: '', audio_enabled: false };
    applyWhitelabelToDocument({ ...base, favicon: 77 });
    expect([document.title, favicon()]).toEqual(['Brand', '/v1/file/cache/77']);
    applyWhitelabelToDocument({ ...base, name: 'Other', favicon: null });
    expect([document.title, favicon()]).toEqual(['Other', 'data:,']);
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
  });

  it('re-reads the white-label on reload and tells the other tabs, which follow', async () => {
    const initial = await fetchWhitelabel();
    const saver = renderHook(() => useLiveWhitelabel(initial));
    const other = renderHook(() => useLiveWhitelabel(initial));
    const { data: record } = await backend.call<WhitelabelRecord>(`${WHITELABEL_PATHS.whitelabel}/${initial.id}`, { as: 'admin' });
    const saved = await backend.call(WHITELABEL_PATHS.whitelabel, {
      as: 'admin',
      method: 'PUT',
      json: { id: record.id, name: 'Live Brand', whitelabel_settings: { ...record.whitelabel_settings, primary_color: '#283593' } },
    });
    expect(saved.type.code).toBe(0);
    await outsideAct(() => saver.result.current.reload());
    await waitFor(() => expect(saver.result.current.whitelabel).toMatchObject({ name: 'Live Brand', primary_color: '#283593' }));
    await waitFor(() => expect(other.result.current.whitelabel).toMatchObject({ name: 'Live Brand', primary_color: '#283593' }));
    expect(document.title).toBe('Live Brand');
    saver.unmount();
    other.unmount();
    await backend.reset();
  });
});
