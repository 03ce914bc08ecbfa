import type { CampaignVisuals } from '../../../src/api/contract';
import { overallDecision } from '../../../src/domain/servingDecision';
import type { EditorSection, EditorTab } from './sectionContract';

/**
 * The tree entries that carry the disapproved-creative warning (spec 2 §2): every shown section with a
 * disapproved creative in the saved record, and the parent of each (Visuals), so the warning is seen
 * with the group collapsed. `saved` is the stored record's visuals: a new campaign has no decisions yet.
 */
export const tabsWithDisapprovedCreatives = (shown: readonly EditorSection[], saved: CampaignVisuals | undefined): ReadonlySet<EditorTab> => {
  const tabs = new Set<EditorTab>();
  if (!saved) return tabs;
  for (const section of shown) {
    const decisions = section.servingDecisions?.(saved) ?? [];
    if (!decisions.some((decision) => overallDecision(decision).status === 'disapproved')) continue;
    tabs.add(section.tab);
    if (section.parent) tabs.add(section.parent);
  }
  return tabs;
};
