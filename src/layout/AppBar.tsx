import { memo } from 'react';
import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { AccountBlock } from './admin-panel/AccountBlock';
import { ActingAsMarker } from './admin-panel/ActingAsMarker';
import { BalanceIndicator } from './BalanceIndicator';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * Top bar (spec 1 §2): the administrator's current-account block (opens the admin panel) and the
 * acting-as marker, the page title, the balance, the language switch and the user menu with logout;
 * react-admin supplies the mobile menu toggle. Memoised: react-admin re-renders its whole layout each
 * time its router settles, and nothing the bar shows depends on that.
 */
export const AppBar = memo(() => (
  <RaAppBar
    // Always shown rather than hidden on scroll: the balance and the acting-as marker stay in view, and
    // no scroll listener forces a layout of the whole page while it first renders.
    alwaysOn
    userMenu={<AppUserMenu />}
    toolbar={
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BalanceIndicator />
        <LanguageSwitcher onDark />
        <LoadingIndicator />
      </Box>
    }
  >
    <AccountBlock />
    <ActingAsMarker />
    <TitlePortal />
  </RaAppBar>
));
AppBar.displayName = 'AppBar';
