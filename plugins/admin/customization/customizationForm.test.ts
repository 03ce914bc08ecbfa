import { describe, expect, it } from 'vitest';
import type { WhitelabelRecord } from '../../../src/api/contract';
import { colorRule, customizationBody, customizationValues, lowContrastColors, urlRule } from './customizationForm';

const record: WhitelabelRecord = {
  id: 1,
  name: 'Adwise DSP',
  whitelabel_id: 'dsp',
  whitelabel_settings: {
    company_logo: { file_id: 9001, preview: '/v1/file/cache/9001', file_type: 4, file_name: 'logo.svg', width: 600, height: 600, size: 1 },
    ad_logo: null,
    main_background: null,
    email_header: null,
    favicon: null,
    fb_page_id: '',
    term_of_service_url: 'https://docs.example.com/terms',
    privacy_policy_url: '',
    primary_color: '#1E5EFF',
    secondary_color: '#0B1F4D',
    gauge_color: '#21C17A',
    warning_color: '#F5A524',
  },
};

describe('customization form values', () => {
  it('round-trips a record, normalising colours typed without # and trimming text', () => {
    const values = { ...customizationValues(record), primary_color: '008751', name: '  New name ' };
    const body = customizationBody(1, values);
    expect(body).toMatchObject({ id: 1, name: 'New name', whitelabel_settings: { primary_color: '#008751', company_logo: record.whitelabel_settings.company_logo } });
  });
  it('checks colours and links', () => {
    expect(colorRule('#1e5eff')).toBeUndefined();
    expect(colorRule('1e5eff')).toBeUndefined();
    expect(colorRule('#1e5ef')).toBe('admin.customization.errors.color');
    expect(urlRule('javascript:alert(1)')).toBe('admin.customization.errors.url');
    expect(urlRule('')).toBeUndefined();
  });
  it('warns of primary or secondary colours below AA against white, not of the seed theme', () => {
    expect(lowContrastColors(customizationValues(record))).toEqual([]);
    const light = lowContrastColors({ ...customizationValues(record), primary_color: 'ffd54f' });
    expect(light).toEqual([{ field: 'primary_color', color: '#FFD54F', ratio: expect.any(Number) as number }]);
    expect(light[0]?.ratio).toBeLessThan(4.5);
  });
});
