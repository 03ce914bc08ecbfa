import type { EditorSection } from './sectionContract';

/** A section's tab label (a translation key) for a campaign of this goal. */
export const sectionLabel = (section: Pick<EditorSection, 'label' | 'labelByGoal'>, goal: string | undefined): string =>
  (goal !== undefined && section.labelByGoal?.[goal]) || section.label;
