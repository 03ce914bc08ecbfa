import { CODE, type CampaignInput, type ErrorCode } from '../../api/contract';

/**
 * The campaign's rules, declared once for the editor's form and the mock's PUT /v1/campaign and
 * saveAndPublish. A rule reads the record as the API carries it (snake case, src/api/contract) and
 * answers problems naming the field's API path, the catalogue code the server answers and a message
 * as a translation key with its arguments: the form translates it under the field (mapping the path
 * to its own naming), the mock renders the same key from the English locale files, so both say the
 * same words.
 */
export type RuleRecord = Omit<CampaignInput, 'id' | 'version' | 'space_id'>;

export interface RuleContext {
  /** Publishing (saveAndPublish) adds the rules of a complete campaign. */
  publishing: boolean;
  /** The highest margin of the white-label (GET /v1/campaign/max-margin); undefined while unknown. */
  maxMargin?: number;
  /**
   * Whether it is an audio campaign (voice targeting instead of the standard tab), where the caller
   * knows better than the record: a new campaign is audio by the type chosen in the list's modal.
   * Undefined: read from the record (isAudioCampaign), as the mock does.
   */
  isAudio?: boolean;
  /**
   * Today's calendar date (YYYY-MM-DD) in the campaign's timezone, given where the start date is held
   * to "cannot be before today" (spec 2 §5, catalogue 1304). When it applies is each side's to know:
   * the editor while the campaign is unpublished, the mock when a save changes the start of a campaign
   * that has not started (a started one answers 1306 instead). Undefined: not checked.
   */
  today?: string;
}

export interface RuleProblem {
  /** The API path of the field at fault ('visuals.native_ad.headline', 'owner.margin'). */
  field: string;
  code: ErrorCode;
  /** A translation key (locales/*); its English text is what the mock answers for the field. */
  message: string;
  args?: Record<string, string | number>;
}

export type CampaignRule = (record: RuleRecord, context: RuleContext) => RuleProblem[];

/** Catalogue 1315, "Frequency cap invalid: monthly > weekly > daily". */
export const FREQUENCY_CAP_INVALID = 1315 satisfies ErrorCode;

/** Spec 1 §5 generic: "Field is required." */
export const REQUIRED = 'core.validation.required';

/** A mandatory field left empty: catalogue 1301 "Missing mandatory field(s)". */
export const missing = (field: string, message: string = REQUIRED, args?: RuleProblem['args']): RuleProblem => ({
  field,
  code: CODE.MISSING_FIELDS,
  message,
  ...(args ? { args } : {}),
});

/** A value outside what the spec allows: catalogue 2. */
export const invalid = (field: string, message: string, args?: RuleProblem['args']): RuleProblem => ({
  field,
  code: CODE.INVALID_ARGUMENT,
  message,
  ...(args ? { args } : {}),
});

/**
 * The editor hands in its values while they are typed (an emptied box is null, a new list entry may be
 * empty), so the rules read texts and lists through these rather than trusting the record's types.
 */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] => (Array.isArray(value) ? value : []);
export const blank = (text: unknown): boolean => textOf(text).trim() === '';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const wholeWithin = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A text's length as spec 2 §5 counts it ("encoded length"): its UTF-8 bytes (a Cyrillic letter takes 2). */
export const encodedLength = (text: string): number => new TextEncoder().encode(text).length;
