import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A record the page needs could not be read: the server's message (or the generic one) and a retry. */
export const LoadFailedAlert = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const translate = useTranslate();
  const text = error instanceof Error && error.message ? error.message : translate('core.errors.somethingWentWrong');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {translate('core.errors.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
};
