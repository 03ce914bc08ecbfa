import type { ChangeEvent } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';
import type { Permission } from '../../src/api/contract';
import { canonicalPermissions, PERMISSION_GROUPS, permissionsOfGroup } from './permissionGroups';

/**
 * The access form's permissions (spec 3 §2): one checkbox per permission, grouped Page, Campaign,
 * Report, Route and Search, each with its readable name. A box the granter may not switch (a
 * permission they do not hold, spec 3 §6) or a read-only user's is shown but disabled.
 */
export const PermissionsInput = ({ changeable, readOnly }: { changeable: readonly Permission[]; readOnly: boolean }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source: 'permissions' });
  const held: Permission[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (permission: Permission) => (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    field.onChange(canonicalPermissions(checked ? [...held, permission] : held.filter((p) => p !== permission)));
    field.onBlur();
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
      {PERMISSION_GROUPS.map((group) => (
        <Box key={group} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pb: 1 }}>
          <FormLabel component="legend" sx={{ px: 0.5 }}>
            {translate(`settings.access.groups.${group}`)}
          </FormLabel>
          <FormGroup>
            {permissionsOfGroup(group).map((permission) => (
              <FormControlLabel
                key={permission}
                label={translate(`settings.access.permissions.${permission}`)}
                control={
                  <Checkbox
                    id={`${id}_${permission}`}
                    name={field.name}
                    value={permission}
                    checked={held.includes(permission)}
                    disabled={readOnly || !changeable.includes(permission)}
                    onChange={toggle(permission)}
                    sx={{ height: 32 }}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
};
