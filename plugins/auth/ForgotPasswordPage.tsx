import { useState } from 'react';
import { Alert, Box, Link as MuiLink } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { emailField, requiredField } from '../../src/forms/validators';
import { AuthFrame } from './AuthFrame';
import { SubmitButton } from './SubmitButton';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { submitErrors } from './submitErrors';

/** /auth/forgot-password: asks for the email, then says the email was sent (spec 1 §2). */
const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: { email?: string }) => {
    setError(null);
    const email = values.email?.trim() ?? '';
    try {
      await dataProvider.invoke('password-resets', 'init', { email });
      setSentTo(email);
      return undefined;
    } catch (failure) {
      const { message, fields } = submitErrors(failure);
      setError(message);
      return fields;
    }
  };

  return (
    <AuthFrame title="auth.forgot.title">
      {sentTo ? (
        <Alert severity="success" role="status" data-testid="email-sent">
          {translate('auth.forgot.emailSent', { email: sentTo })}
        </Alert>
      ) : (
        <Form onSubmit={submit} mode="onSubmit" noValidate>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
              {translate('auth.forgot.intro')}
            </Box>
            {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
            <TextInput source="email" label="auth.fields.email" type="email" validate={[requiredField, emailField]} fullWidth />
            <SubmitButton label="auth.forgot.submit" />
          </Box>
        </Form>
      )}
      <MuiLink component={Link} to="/auth/login">
        {translate('auth.backToLogin')}
      </MuiLink>
    </AuthFrame>
  );
};

export default ForgotPasswordPage;
