import { useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Form, useNotify, useTranslate } from 'ra-core';
import { PasswordInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RegistrationTokenInfo } from '../../src/api/contract';
import { LOGIN_PATH } from '../../src/auth/authProvider';
import { validatePasswordPair } from '../../src/forms/passwordPair';
import { SubmitButton } from './SubmitButton';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { submitErrors } from './submitErrors';

/** Sets the password of a confirmed registration; it must not contain the registrant's names. */
export const CompleteRegistrationForm = ({ token, registrant }: { token: string; registrant: RegistrationTokenInfo }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const validate = useMemo(
    () =>
      validatePasswordPair(
        { password: 'password', confirmation: 'confirmPassword' },
        { firstName: registrant.first_name, lastName: registrant.last_name, companyName: registrant.company_name },
      ),
    [registrant],
  );

  const submit = async (values: { password?: string }) => {
    setError(null);
    try {
      await dataProvider.invoke('registrations', 'complete', { token, password: values.password ?? '' });
      notify('auth.confirm.completed', { type: 'success' });
      navigate(LOGIN_PATH);
      return undefined;
    } catch (failure) {
      const { message, fields } = submitErrors(failure);
      setError(message);
      return fields;
    }
  };

  return (
    <Form onSubmit={submit} validate={validate} mode="onChange" noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box component="p" sx={{ m: 0 }}>
          {translate('auth.confirm.welcome', { email: registrant.email })}
        </Box>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {translate('auth.passwordRules')}
        </Box>
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        <PasswordInput source="password" label="auth.fields.password" autoComplete="new-password" fullWidth />
        <PasswordInput source="confirmPassword" label="auth.fields.confirmPassword" autoComplete="new-password" fullWidth />
        <SubmitButton label="auth.confirm.submit" untilValid />
      </Box>
    </Form>
  );
};
