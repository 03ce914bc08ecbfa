import { useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useController } from 'react-hook-form';
import type { AdminUser } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import { EDITOR_RESOURCE } from '../editorResource';

/** Resource searches are debounced 300 ms (spec 2 §9). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

const nameOf = (user: AdminUser): string => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * The account manager (`owner.account_manager_id`): an administrator found by name or email through
 * the admin user search, one call per typing pause. The record holds only the id, so the chosen
 * user's name comes from the answers seen; the empty search lists the white-label's administrators,
 * which names the stored one on opening (until then the field shows the id).
 */
export const AccountManagerInput = () => {
  const translate = useTranslate();
  const { field } = useController({ name: 'owner.account_manager_id' });
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useInvokeQuery<AdminUser[]>(EDITOR_RESOURCE, 'adminUserSearch', { name: query }, { keepPrevious: true });
  const known = useRef(new Map<number, AdminUser>());
  data.forEach((user) => known.current.set(user.id, user));

  const id = typeof field.value === 'number' ? field.value : null;
  const selected = id === null ? null : (known.current.get(id) ?? { id, first_name: '', last_name: '', email: `#${id}` });
  const options = selected && !data.some((user) => user.id === selected.id) ? [selected, ...data] : data;

  return (
    <Autocomplete<AdminUser>
      options={options}
      value={selected}
      loading={isFetching}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      getOptionKey={(user) => user.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...props }, user) => (
        <li key={key} {...props}>
          {nameOf(user)} · {user.email}
        </li>
      )}
      noOptionsText={translate('campaign-editor.owner.noAccountManager')}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(value);
      }}
      onChange={(_event, user) => {
        if (user) known.current.set(user.id, user);
        field.onChange(user ? user.id : null);
        setTyped('');
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} inputRef={field.ref} name={field.name} size="small" label={translate('campaign-editor.owner.accountManager')} />
      )}
    />
  );
};
