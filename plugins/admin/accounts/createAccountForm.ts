import {
  ACCOUNT_KINDS,
  ACCOUNT_SOURCES,
  CREATE_ACCOUNT_LIMITS,
  CREATE_ACCOUNT_WHITELABELS,
  type AccountKind,
  type AccountSource,
  type CreateAccountRequest,
  type CreateAccountWhitelabel,
} from '../../../src/api/contract';
import { characterCount, cpmRateProblem, readNumber, REWARDED_CPM_RATE, textProblem, type RuleProblem } from '../../../src/domain/profileRules';

/** The create-account form's values: the payload's names (spec 3 §3), as the inputs hold them. */
export interface CreateAccountValues {
  companyName?: string;
  country?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  type?: AccountKind;
  source?: AccountSource;
  other?: string;
  whitelabelId?: CreateAccountWhitelabel;
  niche?: string;
  position?: string;
  rewarded_ads_cpm_rate?: number | string | null;
}

/** Spec 3 §5: the multiplier defaults to 1. */
export const CREATE_ACCOUNT_DEFAULTS: CreateAccountValues = { rewarded_ads_cpm_rate: REWARDED_CPM_RATE.default };

export const TYPE_CHOICES = ACCOUNT_KINDS.map((id) => ({ id, name: `admin.accounts.create.types.${id}` }));
export const SOURCE_CHOICES = ACCOUNT_SOURCES.map((id) => ({ id, name: `admin.accounts.create.sources.${id}` }));
export const WHITELABEL_CHOICES = CREATE_ACCOUNT_WHITELABELS.map((id) => ({ id, name: `admin.accounts.create.whitelabels.${id}` }));

/** Whether the 'other' text is asked for (spec 3 §2: only for the 'other' source). */
export const needsOtherText = (source: unknown): boolean => source === 'other';

/**
 * The optional texts' limits (the contract's CREATE_ACCOUNT_LIMITS, the ones the mock checks), as a
 * problem of the shared rules; `required` for the 'other' text when the source is 'other'.
 */
export const extraTextProblem = (field: keyof typeof CREATE_ACCOUNT_LIMITS, value: unknown, { required = false } = {}): RuleProblem | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return required ? { key: 'required' } : null;
  const max = CREATE_ACCOUNT_LIMITS[field];
  return characterCount(text) > max ? { key: 'maxChar', max } : null;
};

/** The named profile texts the form shares with the profile's rules (USER_TEXT_LIMITS). */
export const companyNameProblem = (value: unknown) => textProblem('company_name', value, { required: true });
export const firstNameProblem = (value: unknown) => textProblem('first_name', value, { required: true });
export const lastNameProblem = (value: unknown) => textProblem('last_name', value, { required: true });
export const phoneProblem = (value: unknown) => textProblem('phone', value, { required: true });
export const emailTextProblem = (value: unknown) => textProblem('email', value, { required: true });
export const multiplierProblem = (value: unknown) => cpmRateProblem(value);

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/**
 * The payload (spec 3 §3): texts trimmed; `other` only with the 'other' source; niche and position
 * left out when empty; the multiplier as rewarded_ads_cpm_rate (1 when left empty).
 */
export const createAccountPayload = (values: CreateAccountValues): CreateAccountRequest => {
  const niche = trimmed(values.niche);
  const position = trimmed(values.position);
  const rate = readNumber(values.rewarded_ads_cpm_rate);
  return {
    companyName: trimmed(values.companyName),
    country: values.country ?? '',
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    phone: trimmed(values.phone),
    email: trimmed(values.email),
    type: values.type as AccountKind,
    source: values.source as AccountSource,
    ...(needsOtherText(values.source) ? { other: trimmed(values.other) } : {}),
    whitelabelId: values.whitelabelId as CreateAccountWhitelabel,
    ...(niche ? { niche } : {}),
    ...(position ? { position } : {}),
    rewarded_ads_cpm_rate: rate ?? REWARDED_CPM_RATE.default,
  };
};
