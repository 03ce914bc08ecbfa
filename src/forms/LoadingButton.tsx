import { Button, type ButtonProps } from '@mui/material';

export interface LoadingButtonProps extends Omit<ButtonProps, 'loading' | 'loadingPosition'> {
  /** The action this button started is still running: a spinner at the start, the button disabled. */
  loading: boolean;
}

/**
 * The one button for an action that waits (a save, an export, an upload, a sign-in): while `loading`
 * it keeps its label and width, shows a spinner in place of its start icon, is disabled (no second
 * request from a double click) and says so to assistive technology (aria-busy). Pair it with
 * `useWrite` (src/data/useWrite.ts) when the button itself starts the work: `loading={write.pending}`.
 */
export const LoadingButton = ({ loading, disabled, children, ...props }: LoadingButtonProps) => (
  <Button {...props} loading={loading} loadingPosition="start" disabled={disabled} aria-busy={loading || undefined}>
    {children}
  </Button>
);
