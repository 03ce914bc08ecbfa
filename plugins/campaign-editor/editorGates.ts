import type { AccessRule, AccessTable } from '../../src/auth/accessTable';
import type { SectionAccess } from './sections/sectionContract';

/** The access table's resource for the editor's sections, footer and report block. */
export const EDITOR_ACCESS_RESOURCE = 'campaign-editor';

/** The sections' actions plus the footer's (CAMPAIGN_EDIT: Save and Publish) and the report block's. */
export type EditorAccess = SectionAccess | 'footer' | 'reportBlock';

/**
 * The editor's gates (spec 1 §2, spec 2 §2): no page gate; each tab's sections, the footer and the
 * performance report block need their permission.
 */
const EDITOR_RULES: Readonly<Record<'*' | EditorAccess, AccessRule>> = {
  '*': [],
  footer: ['CAMPAIGN_EDIT'],
  setup: ['CAMPAIGN_SETUP'],
  targeting: ['CAMPAIGN_TARGETING'],
  creatives: ['CAMPAIGN_CREATIVES'],
  advanced: ['CAMPAIGN_MORE_SETTINGS'],
  changeLog: ['CAMPAIGN_CHANGE_LOG'],
  administration: ['CAMPAIGN_ADMINISTRATION'],
  reportBlock: ['PAGE_REPORTS'],
};

/** Declared by the manifest; the editor's own code checks its gates against this same table. */
export const EDITOR_GATES: AccessTable = { [EDITOR_ACCESS_RESOURCE]: EDITOR_RULES };
