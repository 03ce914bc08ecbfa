import type { CampaignFormValues } from '../form/campaignFormValues';
import type { EditorSection, EditorTab, SectionAccess, SectionContext, SectionProblem } from './sectionContract';

/**
 * What the tree, the `?tab=` routing, Save and next, the publish checklist and "first tab with an
 * error" derive from the registry. Pure, so each rule is a unit test (sectionRouting.test.ts).
 */

/** The sections this user sees for this campaign, in registry (= tree) order. */
export const shownSections = (
  sections: readonly EditorSection[],
  allowed: (access: SectionAccess) => boolean,
  context: SectionContext,
): EditorSection[] => sections.filter((section) => allowed(section.access) && (section.visible?.(context) ?? true));

/**
 * The tab to show for a requested `?tab=`: itself when shown, a parent's first shown child, else the
 * first shown tab (a user without CAMPAIGN_SETUP opens the first tab allowed, spec 2 §2).
 */
export const resolveTab = (shown: readonly EditorSection[], requested: string | null): EditorTab | undefined =>
  shown.find((section) => section.tab === requested)?.tab ??
  shown.find((section) => section.parent !== undefined && section.parent === requested)?.tab ??
  shown[0]?.tab;

/** The tab "Save and next" moves to: the next form section in the tree, if any. */
export const nextFormTab = (shown: readonly EditorSection[], current: EditorTab | undefined): EditorTab | undefined => {
  const index = shown.findIndex((section) => section.tab === current);
  if (index < 0 || shown[index]?.kind !== 'form') return undefined;
  return shown.slice(index + 1).find((section) => section.kind === 'form')?.tab;
};

const owns = (prefix: string, field: string): boolean => field === prefix || field.startsWith(`${prefix}.`);

/** The length of a section's longest prefix owning the field; 0 when none does. */
const ownership = (section: EditorSection, field: string): number =>
  Math.max(0, ...section.fields.filter((prefix) => owns(prefix, field)).map((prefix) => prefix.length));

/**
 * The shown section owning a form field path (its `fields` are prefixes). The longest prefix wins, so
 * a section may own one field inside another's object (geography's 'targeting.location_option_key'
 * within targeting's 'targeting'); among equals, the first in the tree.
 */
export const sectionOfField = (shown: readonly EditorSection[], field: string): EditorSection | undefined => {
  let best: EditorSection | undefined;
  let bestLength = 0;
  for (const section of shown) {
    const length = ownership(section, field);
    if (length > bestLength) [best, bestLength] = [section, length];
  }
  return best;
};

/** One blocking problem with the tab it is on: a checklist entry. */
export interface TabProblem extends SectionProblem {
  tab: EditorTab;
  /** The tab's label key, for the checklist. */
  tabLabel: string;
  /** The field's label key as its input shows it, when the section names it. */
  fieldLabel?: string;
}

/** The label key of a form path in its section ('attribution.2.name' → the pair's Name label). */
export const fieldLabelOf = (section: EditorSection, field: string): string | undefined =>
  section.fieldLabels?.[field.replace(/\.\d+(?=\.|$)/g, '.*')];

const onTab = (section: EditorSection, problem: SectionProblem): TabProblem => {
  const fieldLabel = fieldLabelOf(section, problem.field);
  return { ...problem, tab: section.tab, tabLabel: section.label, ...(fieldLabel ? { fieldLabel } : {}) };
};

/** Every problem of the shown form sections' rules, in tree order then rule order. */
export const collectProblems = (
  shown: readonly EditorSection[],
  values: CampaignFormValues,
  context: SectionContext,
  forPublish: boolean,
): TabProblem[] =>
  shown.flatMap((section) =>
    section.kind === 'form' && section.rules
      ? section.rules(values, context, forPublish).map((problem) => onTab(section, problem))
      : [],
  );

/** Field errors (e.g. the server's) placed on their tabs; a field no shown section owns is left out. */
export const problemsOnTabs = (shown: readonly EditorSection[], problems: readonly SectionProblem[]): TabProblem[] =>
  problems.flatMap((problem) => {
    const section = sectionOfField(shown, problem.field);
    return section ? [onTab(section, problem)] : [];
  });

/** The first tab in the tree holding one of these problems, and its first problem (the field to focus). */
export const firstProblem = (shown: readonly EditorSection[], problems: readonly TabProblem[]): TabProblem | undefined => {
  for (const section of shown) {
    const found = problems.find((problem) => problem.tab === section.tab);
    if (found) return found;
  }
  return undefined;
};

/** One node of the navigation tree: a section, or a parent grouping its children. */
export interface TreeNode {
  tab: EditorTab;
  label: string;
  /** Present for a parent (advanced, visuals): its shown children. */
  children?: EditorSection[];
  section?: EditorSection;
}

/** The tree: sections in order, children gathered under their parent at the first child's place. */
export const editorTree = (shown: readonly EditorSection[]): TreeNode[] => {
  const nodes: TreeNode[] = [];
  shown.forEach((section) => {
    if (!section.parent) {
      nodes.push({ tab: section.tab, label: section.label, section });
      return;
    }
    const parent = nodes.find((node) => node.tab === section.parent);
    if (parent?.children) parent.children.push(section);
    else nodes.push({ tab: section.parent, label: `campaign-editor.tabs.${section.parent}`, children: [section] });
  });
  return nodes;
};
