import { Alert, Link as MuiLink } from '@mui/material';
import { Loading } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link, Navigate, useParams } from 'react-router-dom';
import { CODE, type RegistrationTokenInfo } from '../../src/api/contract';
import { isApiError } from '../../src/api/HttpError';
import { LOGIN_PATH } from '../../src/auth/authProvider';
import { AuthFrame } from './AuthFrame';
import { CompleteRegistrationForm } from './CompleteRegistrationForm';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';

/** What a failed token check shows (spec 1 §8): Token invalid, Token expired, else the server's message. */
const tokenProblem = (error: unknown): string => {
  if (isApiError(error) && error.body.code === CODE.TOKEN_INVALID) return 'auth.confirm.tokenInvalid';
  if (isApiError(error) && error.body.code === CODE.TOKEN_EXPIRED) return 'auth.confirm.tokenExpired';
  return error instanceof Error && error.message ? error.message : 'core.errors.somethingWentWrong';
};

/**
 * /auth/confirm-registration/:token: checks the emailed token, then lets the user set a password.
 * An unknown token returns to login.
 */
const ConfirmRegistrationPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const check = useInvokeQuery<RegistrationTokenInfo>('registrations', 'verifyToken', { token }, { retry: false, staleTime: Infinity });

  if (check.isPending) return <Loading loadingPrimary="core.pages.loading" loadingSecondary="" />;
  if (check.isError && isApiError(check.error) && check.error.body.code === CODE.REGISTRATION_NOT_FOUND)
    return <Navigate to={LOGIN_PATH} replace />;

  return (
    <AuthFrame title="auth.confirm.title">
      {check.isError ? (
        <Alert severity="error" role="alert" data-testid="token-error">
          {translate(tokenProblem(check.error), { _: tokenProblem(check.error) })}
        </Alert>
      ) : (
        <CompleteRegistrationForm token={token} registrant={check.data} />
      )}
      <MuiLink component={Link} to={LOGIN_PATH}>
        {translate('auth.backToLogin')}
      </MuiLink>
    </AuthFrame>
  );
};

export default ConfirmRegistrationPage;
