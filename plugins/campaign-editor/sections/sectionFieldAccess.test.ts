import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SECTION_FIELDS, sectionOfField } from '../../../src/api/contract/campaign-sections';
import { defaultCampaignFields } from '../../../src/api/contract/campaign-defaults';
import { EDITOR_ACCESS_RESOURCE, EDITOR_GATES } from '../editorGates';
import { serverPathToFormPath } from '../form/campaignMapping';
import { SECTIONS } from './sections';

/**
 * The editor's section registry and the server's section table (src/api/contract/campaign-sections.ts)
 * must agree: a field the editor shows on a tab gated by one permission is guarded by that permission
 * on the server, or the server would refuse saves the editor offers (or let a hidden tab's field change).
 */
const SERVER_FIELDS = [...Object.keys(defaultCampaignFields()), 'owner'];

/** A form path ('campaignStartAt', 'targeting.regions') → the server's ('campaign_start_at', 'targeting.regions'). */
const serverPathOf = (formPath: string): string => {
  const [head = '', ...rest] = formPath.split('.');
  const server = SERVER_FIELDS.find((field) => serverPathToFormPath(field) === head) ?? head;
  return [server, ...rest].join('.');
};

const permissionOf = (access: string): string | undefined => EDITOR_GATES[EDITOR_ACCESS_RESOURCE]?.[access]?.[0];

describe('section permissions: the editor and the server', () => {
  it.each(SECTIONS.filter((section) => section.kind === 'form').map((section) => [section.tab, section] as const))(
    'guard the fields of the %s tab with the permission that gates the tab',
    (_tab, section) => {
      for (const field of section.fields) expect({ field, permission: sectionOfField(serverPathOf(field)) }).toEqual({ field, permission: permissionOf(section.access) });
    },
  );

  it('leave no field of a campaign unguarded', () => {
    for (const field of SERVER_FIELDS) expect({ field, guarded: sectionOfField(field) !== null }).toEqual({ field, guarded: true });
  });

  it('name fields of the campaign only', () => {
    const known = (path: string) => SERVER_FIELDS.includes(path.split('.')[0] ?? '');
    for (const prefix of Object.values(CAMPAIGN_SECTION_FIELDS).flat()) expect({ prefix, known: known(prefix) }).toEqual({ prefix, known: true });
  });
});
