import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { errorText } from '../../src/api/errorText';

interface AudienceRecordStateProps {
  isPending: boolean;
  error: unknown;
  deleted: boolean;
}

/** What a record page shows instead of the audience: loading, the server's refusal, or that it was deleted. */
export const AudienceRecordState = ({ isPending, error, deleted }: AudienceRecordStateProps) => {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{errorText(error, translate('core.errors.somethingWentWrong'))}</Alert>;
  if (isPending) return <CircularProgress aria-label={translate('audiences.details.loading')} />;
  return deleted ? <Alert severity="warning">{translate('audiences.details.deleted')}</Alert> : null;
};
