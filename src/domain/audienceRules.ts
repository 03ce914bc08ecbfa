import {
  AUDIENCE_ACTIONS,
  AUDIENCE_FILE_MAX_BYTES,
  AUDIENCE_LIMITS,
  AUDIENCE_PARAMETER_CONDITIONS,
  AUDIENCE_PARAMETER_METRICS,
  type AudienceAction,
  type AudienceCondition,
  type DynamicAudience,
} from '../api/contract/audiences';

/*
 * The audience rules (spec 3 §4, §5) declared once: the dynamic builder and the upload form check
 * them before sending, the mock checks them again on arrival. A rule answers a problem key (the app
 * shows `audiences.validation.<key>`; the mock answers AUDIENCE_RULE_MESSAGES' English) under the
 * path of the field it concerns, as the request names it: `name`,
 * `dynamic_audience.include_actions.0.period`, `dynamic_audience.exclude_actions.1.parameters.0.value`.
 */

export type AudienceRuleKey =
  | 'required'
  | 'nameTooLong'
  | 'includeRequired'
  | 'excludeWithoutInclude'
  | 'tooManyActions'
  | 'conditionNone'
  | 'conditionNeeded'
  | 'unknownAction'
  | 'period'
  | 'tooManyParameters'
  | 'parameter'
  | 'valueTooLong';

/** The spec's words where it quotes them (§5 "required field"), ours where it does not. */
export const AUDIENCE_RULE_MESSAGES: Record<AudienceRuleKey, string> = {
  required: 'required field',
  nameTooLong: `maximum ${AUDIENCE_LIMITS.name} characters allowed`,
  includeRequired: 'Add at least one include action.',
  excludeWithoutInclude: 'Exclude actions need at least one include action.',
  tooManyActions: `At most ${AUDIENCE_LIMITS.actionsPerBlock} actions per block.`,
  conditionNone: 'A single action is joined by no condition.',
  conditionNeeded: 'Join two or more actions with and or or.',
  unknownAction: `Choose one of: ${AUDIENCE_ACTIONS.join(', ')}.`,
  period: 'Type a number of days from 1 to 99.',
  tooManyParameters: `At most ${AUDIENCE_LIMITS.parametersPerAction} parameters per action.`,
  parameter: 'A parameter is page_url contains a value.',
  valueTooLong: `maximum ${AUDIENCE_LIMITS.parameterValue} characters allowed`,
};

/** Spec 3 §5's toasts and the upload's empty-file message, quoted exactly. */
export const AUDIENCE_MESSAGES = {
  fillRequired: 'All required fields should be fulfilled !',
  created: 'Audience Created Successfully !',
  emptyFile: 'Audience file is empty',
} as const;

export type AudienceRuleErrors = Record<string, AudienceRuleKey>;

/** 1–2 digits, not 0: a period of days (spec 3 §3 "period (string, days)", §5 "at most 2 characters"). */
export const isAudiencePeriod = (period: string): boolean => /^\d{1,2}$/.test(period) && Number(period) >= 1;

const blank = (value: string): boolean => value.trim() === '';

const actionErrors = (action: AudienceAction, path: string, errors: AudienceRuleErrors): void => {
  if (blank(action.action)) errors[`${path}.action`] = 'required';
  else if (!(AUDIENCE_ACTIONS as readonly string[]).includes(action.action)) errors[`${path}.action`] = 'unknownAction';
  if (blank(action.period)) errors[`${path}.period`] = 'required';
  else if (!isAudiencePeriod(action.period)) errors[`${path}.period`] = 'period';
  if (action.parameters.length > AUDIENCE_LIMITS.parametersPerAction) {
    errors[`${path}.parameters`] = 'tooManyParameters';
    return;
  }
  action.parameters.forEach((parameter, index) => {
    const at = `${path}.parameters.${index}`;
    const known = (AUDIENCE_PARAMETER_METRICS as readonly string[]).includes(parameter.metric) && (AUDIENCE_PARAMETER_CONDITIONS as readonly string[]).includes(parameter.condition);
    if (!known) errors[at] = 'parameter';
    if (blank(parameter.value)) errors[`${at}.value`] = 'required';
    else if (parameter.value.length > AUDIENCE_LIMITS.parameterValue) errors[`${at}.value`] = 'valueTooLong';
  });
};

/** Spec 3 §4: the first action sets none; a second one is added with or or and, which joins them all. */
const conditionProblem = (condition: AudienceCondition, actions: number): AudienceRuleKey | null => {
  if (actions <= 1) return condition === null ? null : 'conditionNone';
  return condition === null ? 'conditionNeeded' : null;
};

const blockErrors = (dynamic: DynamicAudience, block: 'include' | 'exclude', errors: AudienceRuleErrors): void => {
  const actions = dynamic[`${block}_actions`];
  const path = `dynamic_audience.${block}_actions`;
  if (actions.length > AUDIENCE_LIMITS.actionsPerBlock) {
    errors[path] = 'tooManyActions';
    return;
  }
  const condition = conditionProblem(dynamic[`${block}_condition`], actions.length);
  if (condition) errors[`dynamic_audience.${block}_condition`] = condition;
  actions.forEach((action, index) => actionErrors(action, `${path}.${index}`, errors));
};

/** The name's problem: required, at most AUDIENCE_LIMITS.name characters (after trimming). */
export const audienceNameProblem = (name: string): AudienceRuleKey | null => {
  if (blank(name)) return 'required';
  return name.trim().length > AUDIENCE_LIMITS.name ? 'nameTooLong' : null;
};

/**
 * Every problem of a dynamic audience's definition (spec 3 §4, §5): at least one include action (save
 * is disabled until one exists); excludes only beside includes; each block's condition consistent
 * with its number of actions; each action's name, period and parameters.
 */
export const dynamicDefinitionErrors = (dynamic: DynamicAudience): AudienceRuleErrors => {
  const errors: AudienceRuleErrors = {};
  if (dynamic.include_actions.length === 0) errors['dynamic_audience.include_actions'] = dynamic.exclude_actions.length > 0 ? 'excludeWithoutInclude' : 'includeRequired';
  blockErrors(dynamic, 'include', errors);
  blockErrors(dynamic, 'exclude', errors);
  return errors;
};

/** A dynamic audience as saved: its name (required, bounded) and its definition. */
export const dynamicAudienceErrors = (name: string, dynamic: DynamicAudience): AudienceRuleErrors => {
  const nameProblem = audienceNameProblem(name);
  return { ...(nameProblem ? { name: nameProblem } : {}), ...dynamicDefinitionErrors(dynamic) };
};

/* ---------- Upload (spec 3 §5 "Audience upload") ---------- */

/** GAID (Android) and IDFA (iOS) are both UUIDs: 8-4-4-4-12 hex digits, either case. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A full phone number without + or 00 (spec 3 §5), ours: E.164's digits, 8–15 of them, beginning with
 * the country code, which never begins with 0 (so "00…" and national "0…" numbers are refused).
 */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;
const PHONE = new RegExp(`^[1-9]\\d{${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}$`);

/** One line of an audience file (spaces around it ignored): a GAID, an IDFA or a full phone number. */
export const isAudienceRecord = (value: string): boolean => {
  const trimmed = value.trim();
  return DEVICE_ID.test(trimmed) || PHONE.test(trimmed);
};

export type AudienceFileProblem = 'required' | 'csvOnly' | 'tooLarge' | 'empty' | 'badLines' | 'unreadable';

export const AUDIENCE_FILE_MESSAGES: Record<Exclude<AudienceFileProblem, 'badLines'>, string> = {
  required: AUDIENCE_RULE_MESSAGES.required,
  csvOnly: 'Only CSV files are allowed.',
  tooLarge: `The file must be at most ${AUDIENCE_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  empty: AUDIENCE_MESSAGES.emptyFile,
  unreadable: 'The file could not be read as CSV.',
};

/** Code 182's message: how many lines are bad and the first one's number. */
export const badLinesMessage = (count: number, firstLine: number): string =>
  `${count} ${count === 1 ? 'line is' : 'lines are'} not a GAID, IDFA or phone number; the first is line ${firstLine}`;

/** The types browsers and spreadsheets give CSV files; a browser that knows none sends octet-stream. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream']);

/** A CSV by its name (.csv) and declared type; the mock checks the content too (no NUL bytes). */
export const isAudienceCsv = (fileName: string, mimeType: string): boolean => /\.csv$/i.test(fileName) && CSV_TYPES.has((mimeType || 'application/octet-stream').toLowerCase());

/** What the browser can tell before sending: a file chosen, a CSV, not over the limit, not empty. */
export const audienceFileProblem = (file: { name: string; type: string; size: number } | null): AudienceFileProblem | null => {
  if (!file) return 'required';
  if (!isAudienceCsv(file.name, file.type)) return 'csvOnly';
  if (file.size > AUDIENCE_FILE_MAX_BYTES) return 'tooLarge';
  return file.size === 0 ? 'empty' : null;
};
