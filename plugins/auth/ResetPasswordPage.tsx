import { useState } from 'react';
import { Alert, Box, Link as MuiLink } from '@mui/material';
import { Form, useNotify, useTranslate } from 'ra-core';
import { PasswordInput } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../src/auth/authProvider';
import { validatePasswordPair } from '../../src/forms/passwordPair';
import { AuthFrame } from './AuthFrame';
import { SubmitButton } from './SubmitButton';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { submitErrors } from './submitErrors';

const validateReset = validatePasswordPair({ password: 'newPassword', confirmation: 'confirmPassword' });

interface ResetValues {
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * /auth/reset-password/:key (spec 3 §2): on success "Password changed. Login into your account now."
 * and the login page; otherwise the server's message, with the typed values kept.
 */
const ResetPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const { key = '' } = useParams();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: ResetValues) => {
    setError(null);
    try {
      await dataProvider.invoke('password-resets', 'finish', { newPassword: values.newPassword ?? '', key });
      notify('auth.reset.changed', { type: 'success' });
      navigate(LOGIN_PATH);
      return undefined;
    } catch (failure) {
      const { message, fields } = submitErrors(failure);
      setError(message);
      return fields;
    }
  };

  return (
    <AuthFrame title="auth.reset.title">
      <Form onSubmit={submit} validate={validateReset} mode="onChange" noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            {translate('auth.passwordRules')}
          </Box>
          {error && (
            <Alert severity="error" role="alert" data-testid="reset-error">
              {translate(error, { _: error })}
            </Alert>
          )}
          <PasswordInput
            source="newPassword"
            label="auth.fields.newPassword"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="auth.fields.confirmPassword"
            autoComplete="new-password"
            fullWidth
          />
          <SubmitButton label="auth.reset.submit" untilValid />
        </Box>
      </Form>
      <MuiLink component={Link} to={LOGIN_PATH}>
        {translate('auth.backToLogin')}
      </MuiLink>
    </AuthFrame>
  );
};

export default ResetPasswordPage;
