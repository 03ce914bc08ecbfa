import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A record the page needs could not be read: the server's message (or a fallback key) and a retry. */
export const LoadFailedAlert = ({ error, message, onRetry }: { error?: unknown; message?: string; onRetry: () => void }) => {
  const translate = useTranslate();
  const text = message ? translate(message) : error instanceof Error && error.message ? error.message : translate('core.errors.somethingWentWrong');
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
