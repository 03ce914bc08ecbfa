import type { FieldErrorsData } from './envelope';
import { TARGETING_LOOKUP_PATHS, type SegmentAudience } from './targeting-lookups';

/**
 * The audience pages' calls (spec 3 §7 "Audiences": list by space id, get by id, upload, delete,
 * create and update a dynamic audience; "paths not shown"). The list and the read by id are the ones
 * the campaign editor's targeting already uses (spec 2 §7), so both keep their paths and the list's
 * answer only gains fields. The rest are ours, under the same /v1/audience prefix; mock-server/README.md
 * lists them too. The rules a dynamic audience and an upload must pass are src/domain/audienceRules.ts.
 */
export const AUDIENCE_PATHS = {
  /** POST AudienceListRequest → Audience[]: the space's live audiences, newest first (not paged: a space holds at most RECORD_QUOTAS.audiences). */
  list: TARGETING_LOOKUP_PATHS.audienceList,
  /** GET /{id} → Audience (a deleted one with `deleted: true`); DELETE /{id} → null. */
  audience: TARGETING_LOOKUP_PATHS.audience,
  /** POST multipart AUDIENCE_UPLOAD_FIELD → Audience (a static audience of the file's row count). */
  upload: '/v1/audience/upload',
  /** POST DynamicAudienceRequest → Audience; PUT DynamicAudienceUpdate → Audience. */
  dynamic: '/v1/audience/dynamic',
  /** POST AudienceEstimateRequest → AudienceEstimate (ours, beyond the spec: the builder's live estimate). */
  estimate: '/v1/audience/estimate',
} as const;

/* ---------- Audience (spec 3 §3) ---------- */

export const AUDIENCE_TYPES = ['static', 'dynamic'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/**
 * Audience status codes (spec 3: "1 orange, 2 green, 3 red; meanings not shown"). Ours: 1 the
 * matching service is still matching the rows to users, 2 ready to target, 3 matching failed. The
 * mock matches at once, so what it creates is 2; the seed shows 1 and 3 as well.
 */
export const AUDIENCE_STATUS = { processing: 1, ready: 2, failed: 3 } as const;
export type AudienceStatusKey = (typeof AUDIENCE_STATUS)[keyof typeof AUDIENCE_STATUS];

/** A block's join (spec 3 §4): null ("none") with at most one action, 'and' or 'or' with two or more. */
export const AUDIENCE_CONDITIONS = ['and', 'or'] as const;
export type AudienceCondition = (typeof AUDIENCE_CONDITIONS)[number] | null;

/**
 * The actions a dynamic audience counts (spec 3 §3 "action (string)", the list not shown). Ours: a
 * small real list, the events a tracking pixel reports.
 */
export const AUDIENCE_ACTIONS = ['page_visit', 'click', 'conversion'] as const;
export type AudienceActionName = (typeof AUDIENCE_ACTIONS)[number];

/** Spec 3 §3: the one metric and the one condition a parameter has. */
export const AUDIENCE_PARAMETER_METRICS = ['page_url'] as const;
export const AUDIENCE_PARAMETER_CONDITIONS = ['contains'] as const;

export interface AudienceActionParameter {
  metric: (typeof AUDIENCE_PARAMETER_METRICS)[number];
  condition: (typeof AUDIENCE_PARAMETER_CONDITIONS)[number];
  value: string;
}

export interface AudienceAction {
  /** One of AUDIENCE_ACTIONS (a string, as the spec types it; the rules refuse others). */
  action: string;
  /** Days, as a string of 1–2 digits (spec 3 §5 "period at most 2 characters"). */
  period: string;
  parameters: AudienceActionParameter[];
}

export interface DynamicAudience {
  include_condition: AudienceCondition;
  exclude_condition: AudienceCondition;
  include_actions: AudienceAction[];
  exclude_actions: AudienceAction[];
}

/**
 * The bounds both sides check (ours: the spec names none). A block holds at most `actionsPerBlock`
 * actions, an action `parametersPerAction` parameters; how many audiences a space holds is its record
 * quota (RECORD_QUOTAS.audiences, quotas.ts).
 */
export const AUDIENCE_LIMITS = {
  name: 100,
  actionsPerBlock: 10,
  parametersPerAction: 5,
  parameterValue: 500,
  /** Spec 3 §5: the period input takes at most 2 characters; ours: 1–99 days. */
  periodChars: 2,
} as const;

/**
 * An audience as the audience pages show it (spec 3 §3). It is a SegmentAudience (what the editor's
 * targeting reads) plus the page's fields; `user_id` is the space id, as the spec names it.
 */
export interface Audience extends SegmentAudience {
  type: AudienceType;
  user_id: number;
  status_key: AudienceStatusKey;
  /** ISO 8601, UTC. */
  created_at: string;
  /** The definition of a dynamic audience; null for a static one. */
  dynamic_audience: DynamicAudience | null;
}

/** The list's body, the editor's SegmentAudienceListRequest: `name` filters ignoring case. */
export interface AudienceListRequest {
  space_id: number;
  name: string;
}

/* ---------- Dynamic audience (spec 3 §7 "create dynamic", "update dynamic") ---------- */

export interface DynamicAudienceRequest {
  /** The space the audience belongs to (spec: "user_id (the current space id)"). */
  user_id: number;
  name: string;
  type: 'dynamic';
  dynamic_audience: DynamicAudience;
}

export interface DynamicAudienceUpdate extends DynamicAudienceRequest {
  id: number;
}

/* ---------- Upload (spec 3 §5 "Audience upload", §7 "upload (name, file, space id)") ---------- */

/** The multipart fields: `user` is the space id (as the spec's upload names it). */
export const AUDIENCE_UPLOAD_FIELD = { name: 'name', file: 'file', user: 'user' } as const;

/**
 * The largest audience file (ours): 200 MiB. Real files reach hundreds of MB (a 1,000,000-line file
 * is about 37 MB); the mock reads them as a stream, so the limit bounds the time an upload takes,
 * not memory. A larger file is refused with 181 "File size invalid" as soon as it passes the limit.
 */
export const AUDIENCE_FILE_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The longest line of an audience file, in bytes (ours): a line holds one value of at most 36
 * characters, quoted or spaced. A longer line refuses the file (code 2) as soon as its bytes pass
 * this, so a file with no line end is never held whole.
 */
export const AUDIENCE_FILE_MAX_LINE_BYTES = 1024;

/**
 * A refused upload's data: the field it concerns and its message (errors.name or errors.file, as
 * FieldErrorsData puts it under the form's input); a 182 also says how many lines are bad and the
 * first one's number (1-based, as an editor numbers lines).
 */
export interface AudienceUploadErrorData extends FieldErrorsData {
  bad_lines?: number;
  first_bad_line?: number;
}

/* ---------- Estimate (ours, beyond the spec) ---------- */

export interface AudienceEstimateRequest {
  /** The space whose visitors are counted (the current space id). */
  user_id: number;
  dynamic_audience: DynamicAudience;
}

/** The members a definition would hold now, rounded as the targeting estimate rounds. */
export interface AudienceEstimate {
  members: number;
}
