import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Top bar: page title, language switch, progress indicator and the user menu (logout). */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LanguageSwitcher onDark />
        <LoadingIndicator />
      </Box>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
