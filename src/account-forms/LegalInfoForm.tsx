import { useCallback, useMemo } from 'react';
import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import type { User } from '../api/contract';
import { ACCOUNT_USERS } from '../data/coreResources';
import { useAppDataProvider } from '../data/useInvokeQuery';
import { RESERVED_HELPER_LINE } from '../forms/reservedHelperLine';
import { textField } from './accountFormRules';
import { SectionForm } from './SectionForm';
import { useStoreSavedUser } from './useAccountUser';

interface LegalValues {
  company_name: string | null;
  /** null when blank: react-admin's inputs turn an emptied field into null, so blank is one value. */
  tin_number: string | null;
}

const COMPANY = textField('company_name', { required: true });
const TIN = textField('tin_number', { required: false });

/** Legal info (spec 3 §5), on the profile and the settings page: company name required, TIN optional (blank clears it). */
export const LegalInfoForm = ({ user, readOnly = false }: { user: User; readOnly?: boolean }) => {
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const company = user.legal_entity_name ?? user.company_name ?? '';
  const values = useMemo<LegalValues>(() => ({ company_name: company || null, tin_number: user.tin_number || null }), [company, user.tin_number]);
  const save = useCallback(
    (next: LegalValues) => dataProvider.invoke<User>(ACCOUNT_USERS, 'legal', { user_id: user.id, company_name: next.company_name ?? '', tin_number: next.tin_number ?? '' }),
    [dataProvider, user.id],
  );
  return (
    <SectionForm title="core.account.legal.title" values={values} save={save} success="core.account.legal.saved" onSaved={(answer) => storeSaved(answer as User)} readOnly={readOnly} testId="legal-info">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="company_name" label="core.account.legal.companyName" validate={COMPANY} readOnly={readOnly} autoComplete="organization" helperText={RESERVED_HELPER_LINE} fullWidth />
        <TextInput source="tin_number" label="core.account.legal.tin" validate={TIN} readOnly={readOnly} helperText={RESERVED_HELPER_LINE} fullWidth />
      </Stack>
    </SectionForm>
  );
};
