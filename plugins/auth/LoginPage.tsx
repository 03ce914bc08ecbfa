import { useState } from 'react';
import { Alert, Box, Link as MuiLink } from '@mui/material';
import { Form, useAuthState, useTranslate } from 'ra-core';
import { PasswordInput, TextInput } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { HOME_PATH, LOGIN_FAILED_KEY, SignInThrottledError } from '../../src/auth/authProvider';
import { useSignIn } from '../../src/auth/useSignIn';
import { RESERVED_HELPER_LINE } from '../../src/forms/reservedHelperLine';
import { emailField, requiredField } from '../../src/forms/validators';
import { AuthFrame } from './AuthFrame';
import { SubmitButton } from './SubmitButton';

interface Credentials {
  username: string;
  password: string;
}

/** /auth/login (spec 1 §2): any failure shows the spec's one message (spec 1 §8). */
const LoginPage = () => {
  const translate = useTranslate();
  const signIn = useSignIn();
  const { authenticated } = useAuthState(undefined, false);
  // The spec's one failure text, or the server's own message when it asks to wait (too many attempts).
  const [failure, setFailure] = useState<string | null>(null);

  if (authenticated) return <Navigate to={HOME_PATH} replace />;

  const submit = async (values: Partial<Credentials>) => {
    setFailure(null);
    try {
      await signIn({ username: values.username?.trim() ?? '', password: values.password ?? '' });
    } catch (error) {
      setFailure(error instanceof SignInThrottledError ? error.message : translate(LOGIN_FAILED_KEY));
    }
  };

  return (
    <AuthFrame title="auth.login.title">
      <Form onSubmit={submit} mode="onSubmit" noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {failure !== null && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          )}
          <TextInput
            source="username"
            label="auth.fields.username"
            type="email"
            autoComplete="username"
            validate={[requiredField, emailField]}
            helperText={RESERVED_HELPER_LINE}
            fullWidth
            autoFocus
          />
          <PasswordInput
            source="password"
            label="auth.fields.password"
            autoComplete="current-password"
            validate={requiredField}
            helperText={RESERVED_HELPER_LINE}
            fullWidth
          />
          <SubmitButton label="auth.login.submit" />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
            <MuiLink component={Link} to="/auth/forgot-password">
              {translate('auth.login.forgotPassword')}
            </MuiLink>
            <MuiLink component={Link} to="/auth/signup">
              {translate('auth.login.createAccount')}
            </MuiLink>
          </Box>
        </Box>
      </Form>
    </AuthFrame>
  );
};

export default LoginPage;
