import type { SectionAccess } from '../sections/sectionContract';
import { SECTIONS } from '../sections/sections';
import type { EditorAccess } from '../editorGates';

/** Whether the account may see any section of the editor at all (otherwise CampaignNoAccess). */
export const mayOpenAnySection = (allowed: (access: SectionAccess) => boolean): boolean =>
  SECTIONS.some((section) => allowed(section.access));

/** Whether a new campaign can be offered: only to an account that may save it (CAMPAIGN_EDIT). */
export const mayCreate = (allowed: (access: EditorAccess) => boolean): boolean => allowed('footer') && mayOpenAnySection(allowed);
