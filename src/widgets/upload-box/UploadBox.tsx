import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../forms/LoadingButton';

export interface UploadBoxProps {
  /** The file input's accessible name (translated), e.g. "300x250 banner file". */
  label: string;
  /** What the box accepts, shown under it (translated): types, sizes, limits. */
  hint?: ReactNode;
  /** The picker's filter only (a hint to the file dialog): files are checked by their content. */
  accept?: string;
  multiple?: boolean;
  /** A check or an upload is under way: the box is disabled and says so. */
  busy?: boolean;
  disabled?: boolean;
  /** Why the last files were refused (translated), read out as an alert. */
  error?: string | null;
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The file upload box (spec 3 §8 shared widgets): a drop zone with a "Choose file" button, keyboard
 * operable through the button, named for screen readers by `label`. It hands the chosen or dropped
 * files over and shows the caller's busy state and refusal; it checks nothing itself, since what a
 * file may be differs per creative and the checks read the file's content.
 */
export const UploadBox = ({ label, hint, accept, multiple = false, busy = false, disabled = false, error, onFiles }: UploadBoxProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);
  const inactive = busy || disabled;

  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    if (inactive || !hasFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it over.
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (inactive) return;
    event.preventDefault();
    take(event.dataTransfer.files);
  };

  return (
    <Stack spacing={0.5}>
      <Box
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-dragging={over || undefined}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: over ? 'action.hover' : 'transparent',
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <UploadFileIcon color={inactive ? 'disabled' : 'action'} aria-hidden />
        {/* The app's one look for an action that waits: the spinner in the button that started it. */}
        <LoadingButton
          variant="outlined"
          onClick={() => input.current?.click()}
          loading={busy}
          loadingIndicator={<CircularProgress size={16} color="inherit" aria-label={translate('widgets.uploadBox.busy')} />}
          disabled={disabled}
          aria-describedby={`${hint ? hintId : ''} ${error ? errorId : ''}`.trim() || undefined}
        >
          {translate(multiple ? 'widgets.uploadBox.chooseFiles' : 'widgets.uploadBox.chooseFile')}
        </LoadingButton>
        <Typography variant="body2" color="text.secondary">
          {translate('widgets.uploadBox.orDrop')}
        </Typography>
        <input
          ref={input}
          hidden
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={inactive}
          aria-label={label}
          onChange={(event) => {
            take(event.target.files);
            // The same file chosen again (after fixing it) must fire a change again.
            event.target.value = '';
          }}
        />
      </Box>
      {hint && (
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          {hint}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
};
