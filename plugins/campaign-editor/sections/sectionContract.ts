import type { ComponentType } from 'react';
import type { CampaignRecord, CampaignVisuals, CreativeServingDecision } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';

/**
 * The editor's tabs as the query string names them (spec 1 §2, spec 2 §2). Parents (visuals,
 * advanced) have no registry entry: they group their children in the navigation tree. A tab whose
 * entry is not visible to the user (or that has none) is simply not shown.
 */
export type EditorTab =
  | 'basicInfo'
  | 'targeting'
  | 'visuals'
  | 'responsiveAds'
  | 'bannerAds'
  | 'nativeAds'
  | 'videoAds'
  | 'audioAds'
  | 'advanced'
  | 'frequency'
  | 'placement'
  | 'geography'
  | 'attribution'
  | 'ownerAdvancedBidding'
  | 'changeLog';

/** The sections' access actions of resource 'campaign-editor' (the editor's gates: editorGates.ts). */
export type SectionAccess = 'setup' | 'targeting' | 'creatives' | 'advanced' | 'changeLog' | 'administration';

/** What a section's rules see besides the values. */
export interface SectionContext {
  isNew: boolean;
  isAudio: boolean;
  /** From GET /v1/campaign/max-margin (administrators); undefined until known. */
  maxMargin?: number;
  /** Today's calendar date (YYYY-MM-DD) in the campaign's timezone: "never before today". */
  today: string;
}

/**
 * One blocking problem: a form field path (react-hook-form dotted path, e.g. 'bidding_strategy.click_url'
 * or 'attribution.2.name') and the message. `message` is a translation key or the spec's literal text;
 * `args` fill its placeholders ({max}). The same problems feed the field errors, the publish checklist
 * and "first tab with an error".
 */
export interface SectionProblem {
  field: string;
  message: string;
  args?: Record<string, string | number>;
}

/**
 * A section's rules: pure functions of the values, shared by the form and the checklist.
 * `forPublish` adds the rules that only submission enforces (budget > 0, a creative, …). Each section
 * runs its part of the one rule set the mock runs too (src/domain/campaign-rules, through
 * form/sharedRules.ts), plus what only the form can say (a box holding no number, calendar dates).
 */
export type SectionRules = (values: CampaignFormValues, context: SectionContext, forPublish: boolean) => SectionProblem[];

/** What a section component receives; it reads its own fields through the form context (useWatch with names). */
export interface SectionProps {
  /** The stored campaign, undefined while creating. */
  record: CampaignRecord | undefined;
  context: SectionContext;
}

/**
 * A tree badge (spec 2 §2): ON while a section's on switch (a boolean form field) is on, the length of
 * a list field (attribution pairs), the change log's revision count. Each badge subscribes to its own
 * field only. The disapproved-creative warning is not a badge: see `EditorSection.servingDecisions`.
 */
export type SectionBadge =
  | { kind: 'on'; field: string }
  | { kind: 'count'; field: string }
  | { kind: 'revisions' };

/** One entry of the registry: the tree, the `?tab=` routing, the checklist and the first error all read it. */
export interface EditorSection {
  tab: EditorTab;
  parent?: EditorTab;
  /** Translation key of the tree label. */
  label: string;
  /**
   * The tree label by the campaign's goal where a goal renames the tab (frequency is called scheduling
   * for awareness maximized-reach campaigns, spec 2 §2); `label` otherwise.
   */
  labelByGoal?: Readonly<Record<string, string>>;
  access: SectionAccess;
  /** 'form' sections are fields of the one form; 'view' sections (change log) are not part of a save. */
  kind: 'form' | 'view';
  /** Lazily loaded: the editor's first screen carries only the open tab's code. */
  load: () => Promise<{ default: ComponentType<SectionProps> }>;
  /** Field paths (prefixes) this section owns: a server or rule error on one opens this tab. */
  fields: readonly string[];
  /**
   * Each field's label as its input shows it (a translation key), by form path with list positions
   * as `*` ('attribution.*.name'): the publish checklist names the field, not only its tab.
   */
  fieldLabels?: Readonly<Record<string, string>>;
  rules?: SectionRules;
  badge?: SectionBadge;
  /**
   * The serving decisions of the section's stored creatives (spec 2 §3): one disapproved puts the
   * warning icon on this entry and on its parent, so a collapsed Visuals still shows it. Read from the
   * saved record, not the form: decisions come from review, and a new upload has none yet.
   */
  servingDecisions?: (visuals: CampaignVisuals) => readonly (CreativeServingDecision | null)[];
  /** Shown at all for this campaign (e.g. advanced is not shown for audio, change log not when new). */
  visible?: (context: SectionContext) => boolean;
}
