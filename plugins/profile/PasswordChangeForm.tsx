import { useCallback, useMemo, useState } from 'react';
import { PasswordInput } from 'react-admin';
import type { ChangePasswordRequest, User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { validatePasswordPair } from '../../src/forms/passwordPair';
import { RESERVED_HELPER_LINE } from '../../src/forms/reservedHelperLine';
import { required } from '../../src/validation/rules';
import { PROFILE_RESOURCE } from './profileApi';

type PasswordValues = { [Field in keyof ChangePasswordRequest]: string | null };

/** null, as react-admin's inputs make an emptied field: a field typed in and emptied again is no change. */
const EMPTY: PasswordValues = { currentPassword: null, newPassword: null, repeat: null };

/**
 * Password change (spec 3 §5): current password required; the new one at least 8 characters with an
 * uppercase letter, a digit and a symbol (and none of the user's names, as the server checks), not the
 * current one; the repeat required and equal. Form-level rules, so a change of the new password re-checks the
 * repeat. After a change the form starts empty again; the server has ended the user's other sessions.
 */
export const PasswordChangeForm = ({ user }: { user: User }) => {
  const dataProvider = useAppDataProvider();
  // A new form after each change: the values it starts from are always empty, so nothing else resets it.
  const [round, setRound] = useState(0);
  const validate = useMemo(() => {
    const pair = validatePasswordPair({ password: 'newPassword', confirmation: 'repeat' }, { firstName: user.first_name, lastName: user.last_name, companyName: user.company_name });
    return (values: Record<string, unknown>) => {
      const errors: Record<string, string> = pair(values);
      const current = required(values.currentPassword);
      if (current) errors.currentPassword = current;
      // The server refuses it too: a "change" to the same password would only end the other sessions.
      else if (!errors.newPassword && values.newPassword === values.currentPassword) errors.newPassword = 'profile.password.sameAsCurrent';
      return errors;
    };
  }, [user.first_name, user.last_name, user.company_name]);
  const save = useCallback(
    (values: PasswordValues) =>
      dataProvider.invoke<string>(PROFILE_RESOURCE, 'changePassword', { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '', repeat: values.repeat ?? '' } satisfies ChangePasswordRequest),
    [dataProvider],
  );
  return (
    <SectionForm key={round} title="profile.password.title" values={EMPTY} save={save} validate={validate} success="profile.password.changed" submitLabel="profile.password.submit" onSaved={() => setRound((n) => n + 1)} testId="password-change">
      <PasswordInput source="currentPassword" label="profile.password.current" autoComplete="current-password" helperText={RESERVED_HELPER_LINE} fullWidth />
      <PasswordInput source="newPassword" label="profile.password.new" autoComplete="new-password" helperText="profile.password.rules" fullWidth />
      <PasswordInput source="repeat" label="profile.password.repeat" autoComplete="new-password" helperText={RESERVED_HELPER_LINE} fullWidth />
    </SectionForm>
  );
};
