import { useState } from 'react';
import { Alert, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../src/auth/authProvider';
import { AuthFrame } from './AuthFrame';
import { SignUpForm } from './SignUpForm';

/** /auth/signup: registration; once sent, says what happens next. */
const SignUpPage = () => {
  const translate = useTranslate();
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <AuthFrame title="auth.signup.title">
      {registered ? (
        <Alert severity="success" role="status" data-testid="signup-success">
          {translate('auth.signup.success', { email: registered })}
        </Alert>
      ) : (
        <SignUpForm onRegistered={setRegistered} />
      )}
      <MuiLink component={Link} to={LOGIN_PATH}>
        {translate('auth.signup.haveAccount')}
      </MuiLink>
    </AuthFrame>
  );
};

export default SignUpPage;
