import type { EditorSection } from '../sections/sectionContract';
import { fieldLabelOf, sectionOfField } from '../sections/sectionRouting';
import { serverPathToFormPath } from '../form/campaignMapping';
import { SECTIONS } from '../sections/sections';
import { FIELD_FORMATS, type ValueFormat } from './changeFormats';
import type { PathStep } from './stateDiff';

/** One part of a change's name: a translation key (the editor's own labels) or an item's own name. */
export type LabelPart = { key: string } | { text: string };

/** Where a change of the stored campaign is shown: its section (none: "Other settings"), its name, how its values read. */
export interface FieldDescription {
  section: EditorSection | undefined;
  labels: LabelPart[];
  format: ValueFormat;
}

const L = 'campaign-editor.changeLog.fields';

/**
 * Decision: the campaign's fields that no editor input shows under a label (the status and review
 * facts the server sets, values the server derives, lists whose items the form shows as cards) are
 * named here, because no section's labels name them; every field an input shows is named by its
 * section's own labels (sections.ts), never here. What neither names (a key a newer server sends) is
 * shown in "Other settings" under its key written as words ("price_floor" → "Price floor"), never as
 * the raw key; identity (id, space_id) and the keys fixed for every campaign are not shown at all.
 */
const LOG_FIELD_LABELS: Readonly<Record<string, string>> = {
  status_key: `${L}.status`,
  rejection_reason: `${L}.rejectionReason`,
  moderation_start_at: `${L}.moderationStart`,
  creative_status: `${L}.creativeStatus`,
  currency: `${L}.currency`,
  cpx: `${L}.cpx`,
  cpm: `${L}.cpm`,
  replicated_from: `${L}.replicatedFrom`,
  timezone_offset_seconds: `${L}.timezone`,
  'visuals.banners': `${L}.banners`,
  'visuals.video_ads': `${L}.videoAds`,
  'visuals.audio_enabled': `${L}.audioEnabled`,
  'visuals.native_ad.video': `${L}.video`,
  'visuals.native_ad.creative_serving_decision': `${L}.servingDecision`,
  'visuals.banners.*.creative_serving_decision': `${L}.servingDecision`,
  'visuals.video_ads.*.creative_serving_decision': `${L}.servingDecision`,
  'visuals.video_ads.*.google_status': `${L}.exchangeReview`,
  'visuals.video_ads.*.exchange_id': `${L}.exchange`,
  'bidding_strategy.app_promotion.metadata': `${L}.appDetails`,
  'owner.traffic_targeting': `${L}.biddingItems`,
};

// Identity and the two keys every campaign holds at one value (budget_type_key 2, campaign_type_key 1).
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['id', 'space_id', 'budget_type_key', 'campaign_type_key']);

/** "price_floor" → "Price floor": a key no label names, as words. */
const asWords = (key: string): string => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The record's path of a change with list items as '*' ('owner.traffic_targeting.*.multiplier'). */
export const recordPattern = (path: readonly PathStep[]): string =>
  path.map((step) => ('field' in step ? (/^\d+$/.test(step.field) ? '*' : step.field) : '*')).join('.');

/** A stored change's dotted path ('scheduling.3', 'bidding_strategy.click_url') as steps. */
export const stepsOf = (dotted: string): PathStep[] => dotted.split('.').map((field) => ({ field }));

/** Whether a change is of a field the log never shows (identity). */
export const isHidden = (path: readonly PathStep[]): boolean => {
  const first = path[0];
  return first !== undefined && 'field' in first && HIDDEN_FIELDS.has(first.field);
};

/**
 * The section owning a field: among the campaign's shown sections and those it does not show (an
 * audio campaign keeps its placement fields), but never a hidden twin of a shown tab (voice targeting
 * beside targeting), whose labels this campaign's form does not use.
 */
const owningSection = (shown: readonly EditorSection[], formPath: string): EditorSection | undefined =>
  sectionOfField(
    SECTIONS.filter((section) => shown.includes(section) || !shown.some((other) => other.tab === section.tab)),
    formPath,
  );

/** Whether a change's place is read as one value (a file, a serving decision), not walked into. */
export const isWholeValue = (path: readonly PathStep[]): boolean => {
  const format = FIELD_FORMATS[recordPattern(path)];
  return format?.kind === 'file' || format?.kind === 'servingDecision';
};

/** A tab label (the section's own heading) repeated inside the name adds nothing. */
const isTabLabel = (key: string): boolean => key.startsWith('campaign-editor.tabs.');

/**
 * Names a change as the editor does: the section owning the field (the registry's longest prefix) and
 * the field's label there, with the names of the list items on the way ("Bidding 2 › Multiplier").
 */
export const describeField = (path: readonly PathStep[], sections: readonly EditorSection[]): FieldDescription => {
  const pattern = recordPattern(path);
  const section = owningSection(sections, serverPathToFormPath(pattern));
  const labels: LabelPart[] = [];
  const parts: string[] = [];
  let lastNamed = -1;
  path.forEach((step, index) => {
    parts.push('field' in step ? step.field : '*');
    if ('item' in step) {
      // An item without a name of its own (a slot, a device) goes by its place: "Slots › 3".
      labels.push({ text: step.item.replace(/^#/, '') });
      lastNamed = index;
      return;
    }
    if (parts[0] === 'scheduling' && index === 1 && /^\d$/.test(step.field)) {
      // The schedule's days by the schedule grid's own names (0 = Sunday).
      labels.push({ key: `widgets.scheduleGrid.weekdays.${step.field}` });
      lastNamed = index;
      return;
    }
    const key = (section && fieldLabelOf(section, serverPathToFormPath(parts.join('.')))) || LOG_FIELD_LABELS[recordPattern(path.slice(0, index + 1))];
    if (!key) return;
    lastNamed = index;
    const previous = labels[labels.length - 1];
    if (!isTabLabel(key) && !(previous && 'key' in previous && previous.key === key)) labels.push({ key });
  });
  const last = path[path.length - 1];
  // The field itself has no label of its own: its key as words, after what named the way to it.
  if (last && 'field' in last && lastNamed < path.length - 1 && !/^\d+$/.test(last.field)) labels.push({ text: asWords(last.field) });
  return { section, labels, format: FIELD_FORMATS[pattern] ?? FIELD_FORMATS[pattern.replace(/\.\*$/, '')] ?? { kind: 'plain' } };
};
