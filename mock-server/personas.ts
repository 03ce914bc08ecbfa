import { ALL_PERMISSIONS, CAMPAIGN_PERMISSIONS, PAGE_PERMISSIONS, REPORT_PERMISSIONS, type Permission } from '../src/api/contract';

/** The three demo personas the mock seeds (DEVELOPERS.md, README). */
export const PERSONAS = {
  admin: {
    email: 'admin@demo.test',
    password: 'Admin#2026',
    permissions: [...ALL_PERMISSIONS] as Permission[],
  },
  advertiser: {
    email: 'advertiser@demo.test',
    password: 'Advertiser#2026',
    permissions: [
      ...PAGE_PERMISSIONS,
      ...REPORT_PERMISSIONS,
      ...CAMPAIGN_PERMISSIONS.filter((p) => p !== 'CAMPAIGN_ADMINISTRATION'),
    ] as Permission[],
  },
  analyst: {
    email: 'analyst@demo.test',
    password: 'Analyst#2026',
    permissions: ['PAGE_REPORTS', 'REPORT_IMPRESSIONS', 'REPORT_CLICKS'] as Permission[],
  },
} as const;

export type PersonaName = keyof typeof PERSONAS;
