import type { ReactNode, Ref } from 'react';
import { FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { InputHelperText } from 'react-admin';

/**
 * A part of the native ad made of files (its images, its logo, its video): a titled region that the
 * publish checklist's focus can land on (`focusRef`), its content, and the rules' message for it.
 */
export const NativeFileRegion = ({ label, focusRef, error, children }: { label: string; focusRef: Ref<HTMLElement>; error: string | undefined; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={label} ref={focusRef} tabIndex={-1} sx={{ p: 2 }}>
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {label}
      </Typography>
      {children}
      {error ? (
        <FormHelperText error role="alert" sx={{ m: 0 }}>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Stack>
  </Paper>
);
