import type { EditorSection } from '../sections/sectionContract';
import { sectionLabel } from '../sections/sectionLabel';
import { SECTIONS } from '../sections/sections';
import { describeField, isHidden, type FieldDescription, type LabelPart } from './changeFields';
import { formatChangeValue, type ValueContext } from './changeValues';
import type { DiffEntry } from './stateDiff';

/** One change as a reader sees it: the field's name and its values as the form shows them. */
export interface ChangeRow {
  kind: DiffEntry['kind'];
  /** The field label, with the list items on its way ("Bidding 2 › Multiplier"). */
  field: string;
  /** Absent for an addition (before) or a removal (after). */
  before?: string;
  after?: string;
}

/** The changes of one section, under its tab label; `title` is "Other settings" for fields no section owns. */
export interface ChangeGroup {
  title: string;
  rows: ChangeRow[];
}

export interface ChangeContext extends ValueContext {
  /** The campaign's goal: a goal renames a tab (frequency is scheduling for maximized reach). */
  goal?: string;
}

export const labelText = (labels: readonly LabelPart[], context: Pick<ValueContext, 'translate'>): string =>
  labels.map((part) => ('key' in part ? context.translate(part.key) : part.text)).join(' › ');

/** The title of a change's group: its section's tab label, or "Other settings". */
const groupTitle = (section: EditorSection | undefined, context: ChangeContext): string =>
  context.translate(section ? sectionLabel(section, context.goal) : 'campaign-editor.changeLog.otherSettings');

const rowOf = (entry: DiffEntry, description: FieldDescription, context: ChangeContext): ChangeRow => {
  const field = labelText(description.labels, context);
  const shown = (value: unknown) => formatChangeValue(value, description.format, context);
  if (entry.kind === 'added') return { kind: 'added', field, after: shown(entry.after) };
  if (entry.kind === 'removed') return { kind: 'removed', field, before: shown(entry.before) };
  return { kind: 'changed', field, before: shown(entry.before), after: shown(entry.after) };
};

/**
 * The difference as the log and the restore preview show it: each change named by its section and the
 * editor's label, its values formatted, grouped by section in the editor's order ("Other settings"
 * last). The record keeps some facts twice (campaign_type and bidding_strategy.type): a change that
 * reads exactly as one already shown is shown once.
 */
export const changeGroups = (entries: readonly DiffEntry[], sections: readonly EditorSection[], context: ChangeContext): ChangeGroup[] => {
  const groups = new Map<EditorSection | undefined, { order: number; rows: ChangeRow[]; seen: Set<string> }>();
  for (const entry of entries) {
    if (isHidden(entry.path)) continue;
    const description = describeField(entry.path, sections);
    const row = rowOf(entry, description, context);
    const group = groups.get(description.section) ?? {
      // The editor's tree order, whether this campaign shows the section or not; "Other settings" last.
      order: description.section ? SECTIONS.indexOf(description.section) : SECTIONS.length,
      rows: [],
      seen: new Set<string>(),
    };
    groups.set(description.section, group);
    const fingerprint = JSON.stringify(row);
    if (group.seen.has(fingerprint)) continue;
    group.seen.add(fingerprint);
    group.rows.push(row);
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([section, group]) => ({ title: groupTitle(section, context), rows: group.rows }));
};

/** The log's "state difference" cell: the changed fields' names, at most `shown` of them, and how many more. */
export const changedFieldNames = (
  paths: readonly DiffEntry['path'][],
  sections: readonly EditorSection[],
  context: Pick<ValueContext, 'translate'>,
  shown = 3,
) => {
  const names = [
    ...new Set(
      paths
        .filter((path) => !isHidden(path))
        .map((path) => labelText(describeField(path, sections).labels, context)),
    ),
  ];
  return { fields: names.slice(0, shown).join(', '), more: Math.max(0, names.length - shown) };
};
