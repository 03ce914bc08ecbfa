import { useCallback, useMemo, useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';
import type { Permission, User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { changeablePermissions, knownPermissionsOf } from '../../src/domain/permissionGrants';
import { canonicalPermissions } from './permissionGroups';
import { PermissionsInput } from './PermissionsInput';
import { SETTINGS_RESOURCE } from './settingsApi';

interface AccessValues {
  permissions: Permission[];
}

export interface AccessFormProps {
  /** The account's users (GET /v1/space/{id}/users), owner first. */
  users: readonly User[];
  /** The signed-in user and what they hold: they may switch only those, and never their own. */
  me: { id: number; permissions: readonly Permission[]; admin: boolean };
  ownerId: number;
}

const nameOf = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** Which user's permissions the form shows; held still while the form has unsaved changes. */
const UserPicker = ({ users, chosen, onChoose }: { users: readonly User[]; chosen: number; onChoose: (id: number) => void }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return (
    <TextField
      select
      label={translate('settings.access.user')}
      value={String(chosen)}
      onChange={(event) => onChoose(Number(event.target.value))}
      disabled={isDirty}
      helperText={isDirty ? translate('settings.access.saveFirst') : translate('settings.access.nextSignIn')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 480 }}
    >
      {users.map((user) => (
        <option key={user.id} value={String(user.id)}>
          {`${nameOf(user)} (${user.email})`}
        </option>
      ))}
    </TextField>
  );
};

/**
 * Access permissions (spec 3 §2, §6) of a chosen user of the account: grouped checkboxes, saved as the
 * user's whole new list. A user cannot edit their own permissions (shown read-only); nor does an owner
 * edit the account owner's (an administrator's task, as the mock refuses it); nobody switches a
 * permission they do not hold. The sidebar follows at that user's next sign-in, when permissions are read.
 */
export const AccessForm = ({ users, me, ownerId }: AccessFormProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  // Another user than oneself first: one's own list can only be looked at.
  const [chosenId, setChosenId] = useState<number>(() => (users.find((user) => user.id !== me.id) ?? users[0])?.id ?? me.id);
  const chosen = users.find((user) => user.id === chosenId) ?? users[0];
  const values = useMemo<AccessValues>(() => ({ permissions: canonicalPermissions(knownPermissionsOf(chosen?.permissions ?? [])) }), [chosen?.permissions]);
  const changeable = useMemo(() => changeablePermissions(me.permissions), [me.permissions]);
  const save = useCallback((next: AccessValues) => dataProvider.invoke<User>(SETTINGS_RESOURCE, 'access', { user_id: chosenId, permissions: next.permissions }), [dataProvider, chosenId]);
  if (!chosen) return null;
  const readOnlyReason = chosen.id === me.id ? 'settings.access.ownReadOnly' : !me.admin && chosen.id === ownerId ? 'settings.access.ownerReadOnly' : null;
  return (
    <SectionForm key={chosen.id} title="settings.access.title" values={values} save={save} success="settings.access.saved" onSaved={(answer) => storeSaved(answer as User)} readOnly={readOnlyReason !== null} testId="access">
      <UserPicker users={users} chosen={chosen.id} onChoose={setChosenId} />
      {readOnlyReason ? <Alert severity="info">{translate(readOnlyReason)}</Alert> : null}
      <Typography variant="body2" color="text.secondary">
        {translate('settings.access.hint')}
      </Typography>
      <PermissionsInput changeable={changeable} readOnly={readOnlyReason !== null} />
    </SectionForm>
  );
};
