import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';

/**
 * The panel's search box: focused on open, with a clear button once something is typed (a plain text
 * field: type="search" would add the browser's own clear button beside ours).
 */
export const AdminSearchField = ({ value, onChange }: { value: string; onChange(value: string): void }) => {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus
      fullWidth
      // Outlined, on the white paper: the focused label in the brand colour keeps AA contrast, which the
      // grey of a filled field can take just below 4.5:1.
      variant="outlined"
      label={translate('shell.adminPanel.searchLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => onChange('')} aria-label={translate('shell.adminPanel.clear')}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
};
