import type { EditorSection } from '../sections/sectionContract';
import { fieldLabelOf, sectionOfField } from '../sections/sectionRouting';
import type { MergeConflict } from './campaignMerge';

/** One conflict as the dialog shows it: where the field is and each side's value as text. */
export interface ConflictRow {
  path: string;
  /** The tab's label key (the tree's), when a section owns the field. */
  tabLabel?: string;
  /** The field's label key as its input shows it, when the section names it. */
  fieldLabel?: string;
  mine: ShownValue;
  theirs: ShownValue;
}

/** A value as text, or a translation key for what has no text of its own (empty, yes, no). */
export type ShownValue = { text: string } | { key: 'empty' | 'yes' | 'no' };

/** The name a list item goes by in the editor (a creative's name, a pair's name), if it has one. */
const itemName = (item: Record<string, unknown>): string | undefined => {
  const name = item.creative_name ?? item.name ?? item.title ?? item.value;
  if (typeof name !== 'string' || !name) return undefined;
  return typeof item.value === 'string' && name === item.name && item.value ? `${name}=${item.value}` : name;
};

const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (typeof value === 'object') return itemName(value as Record<string, unknown>) ?? JSON.stringify(value);
  return String(value);
};

export const shownValue = (value: unknown): ShownValue => {
  if (value === true) return { key: 'yes' };
  if (value === false) return { key: 'no' };
  const text = textOf(value);
  return text ? { text } : { key: 'empty' };
};

/**
 * The dialog's rows, in tree order of the sections owning the fields (then path order within one):
 * each names its field as the editor does (tab › field label).
 */
export const conflictRows = (conflicts: readonly MergeConflict[], sections: readonly EditorSection[]): ConflictRow[] =>
  conflicts
    .map((conflict) => {
      const section = sectionOfField(sections, conflict.path);
      const fieldLabel = section && fieldLabelOf(section, conflict.path);
      return {
        order: section ? sections.indexOf(section) : sections.length,
        row: {
          path: conflict.path,
          ...(section ? { tabLabel: section.label } : {}),
          ...(fieldLabel ? { fieldLabel } : {}),
          mine: shownValue(conflict.mine),
          theirs: shownValue(conflict.theirs),
        },
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => row);
