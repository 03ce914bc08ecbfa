import { useCallback, useMemo } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TextInput } from 'react-admin';
import type { User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { creditLimitProblem, INVOICE_DUE_DAY, invoiceDueDayProblem, readNumber } from '../../src/domain/profileRules';
import { NativeSelectInput } from '../../src/forms/NativeSelectInput';
import { RESERVED_HELPER_LINE } from '../../src/forms/reservedHelperLine';
import { domainRuleField } from '../../src/forms/validators';
import { SETTINGS_RESOURCE } from './settingsApi';

interface OverdraftValues {
  /** The typed text: '-5' must reach the rule to show its message, as a number input would drop it. */
  credit_limit: string;
  invoice_due_day: number;
}

const CREDIT_LIMIT = domainRuleField(creditLimitProblem, { required: true });
const DUE_DAY = domainRuleField(invoiceDueDayProblem, { required: true });
const DAYS = Array.from({ length: INVOICE_DUE_DAY.max - INVOICE_DUE_DAY.min + 1 }, (_, index) => ({ id: INVOICE_DUE_DAY.min + index, name: String(INVOICE_DUE_DAY.min + index) }));

/**
 * Overdraft and invoice day (spec 3 §5): the credit limit a number, a negative one 'Only positive
 * numbers allowed !', save off while it is empty or in error; the invoice due day chosen from 1 to 31.
 * Only an administrator acting for the account sets them (the mock's rule: an account raising its own
 * overdraft would be lending itself money); an owner sees both read-only with a line saying why.
 */
export const OverdraftForm = ({ user, canEdit }: { user: User; canEdit: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const values = useMemo<OverdraftValues>(() => ({ credit_limit: String(user.credit_limit), invoice_due_day: user.invoice_due_day }), [user.credit_limit, user.invoice_due_day]);
  const save = useCallback(
    (next: OverdraftValues) =>
      dataProvider.invoke<User>(SETTINGS_RESOURCE, 'payment', { user_id: user.id, credit_limit: readNumber(next.credit_limit) ?? Number.NaN, invoice_due_day: Number(next.invoice_due_day) }),
    [dataProvider, user.id],
  );
  return (
    <SectionForm title="settings.overdraft.title" values={values} save={save} success="settings.overdraft.saved" onSaved={(answer) => storeSaved(answer as User)} readOnly={!canEdit} testId="overdraft">
      {canEdit ? null : <Alert severity="info">{translate('settings.overdraft.adminOnly')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput
          source="credit_limit"
          label={translate('settings.overdraft.creditLimit', { currency: user.currency })}
          validate={CREDIT_LIMIT}
          readOnly={!canEdit}
          helperText={RESERVED_HELPER_LINE}
          fullWidth
        />
        {/* Wide enough for its label in both languages: a select is otherwise as narrow as "31". */}
        <Box sx={{ minWidth: 220 }}>
          <NativeSelectInput source="invoice_due_day" label="settings.overdraft.invoiceDueDay" choices={DAYS} validate={DUE_DAY} readOnly={!canEdit} helperText={RESERVED_HELPER_LINE} fullWidth />
        </Box>
      </Stack>
    </SectionForm>
  );
};
