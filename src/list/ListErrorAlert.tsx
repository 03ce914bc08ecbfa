import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';

/**
 * A list that failed to load says what the server said (its `type.message`) and offers a retry; the
 * last rows shown stay under it. Hidden while a retry is on its way.
 */
export const ListErrorAlert = () => {
  const translate = useTranslate();
  const { error, isFetching, refetch } = useListContext();
  if (!error || isFetching) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" onClick={() => void refetch()}>
          {translate('core.errors.retry')}
        </Button>
      }
    >
      {error instanceof Error ? error.message : translate('core.errors.somethingWentWrong')}
    </Alert>
  );
};
