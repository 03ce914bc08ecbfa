import type { LegalModerationRequest, User } from '../../../src/api/contract';
import { requiredField } from '../../../src/forms/validators';

/** The legal-entity screen's two editable fields (spec 3 §2). */
export interface LegalEntityValues {
  legal_entity_name: string;
  tin_number: string;
}

/** Where the form starts: the user's saved legal entity name and TIN, '' for none. */
export const legalEntityValues = (user: Pick<User, 'legal_entity_name' | 'tin_number'>): LegalEntityValues => ({
  legal_entity_name: user.legal_entity_name ?? '',
  tin_number: user.tin_number ?? '',
});

/**
 * The moderation variant of PUT /v1/user/legal (spec 3 §7): trimmed values, an empty TIN clears it,
 * and when the screen was opened so the server refuses to overwrite a newer change of the user.
 */
export const legalModerationBody = (userId: number, values: LegalEntityValues, openedAt: string): LegalModerationRequest => ({
  user_id: userId,
  legal_entity_name: values.legal_entity_name.trim(),
  tin_number: values.tin_number.trim(),
  moderation_start_at: openedAt,
});

/** The name is required (the server says so too); both lengths are held by the inputs' maxLength. */
export const LEGAL_ENTITY_NAME_RULES = [requiredField];
