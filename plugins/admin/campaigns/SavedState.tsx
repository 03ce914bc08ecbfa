import CheckIcon from '@mui/icons-material/Check';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The visible "Saved" after an at-once save (spec 3 §2), announced politely to assistive technology. */
export const SavedState = ({ saved, testId }: { saved: boolean; testId: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="span" role="status" variant="body2" color="success.dark" data-testid={testId} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 80 }}>
      {saved && (
        <>
          <CheckIcon fontSize="small" aria-hidden />
          {translate('admin.campaigns.saved')}
        </>
      )}
    </Typography>
  );
};
