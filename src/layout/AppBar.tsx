import { memo } from 'react';
import { Box, CircularProgress, IconButton, AppBar as MuiAppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'ra-core';
import { TitlePortal, useSidebarState } from 'react-admin';
import { DeferredTooltip } from '../widgets/DeferredTooltip';
import { AppUserMenu } from './AppUserMenu';
import { AccountBlock } from './admin-panel/AccountBlock';
import { ActingAsMarker } from './admin-panel/ActingAsMarker';
import { BalanceIndicator } from './BalanceIndicator';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileLogoutButton } from './ProfileLogoutButton';

/** Opens and closes the sidebar (a drawer on small screens, icons only when closed elsewhere). */
const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <DeferredTooltip title={label} enterDelay={500}>
      <IconButton color="inherit" aria-label={label} onClick={() => setOpen(!open)} sx={{ mx: '0.2em' }}>
        <MenuIcon />
      </IconButton>
    </DeferredTooltip>
  );
};

/** Asks the page's data again; a spinner beside it while any of it is loading. */
const RefreshControl = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={16} thickness={6} sx={{ m: 1.5 }} aria-label={translate('core.layout.loading')} />
      ) : (
        <DeferredTooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => refresh()}>
            <RefreshIcon />
          </IconButton>
        </DeferredTooltip>
      )}
    </Box>
  );
};

/**
 * Top bar (spec 1 §2): the sidebar toggle, the administrator's current-account block (opens the admin
 * panel) and the acting-as marker, the page title, the balance, the language switch, refresh, the
 * profile page's logout button and the user menu with logout. Always shown, not hidden on scroll: the balance and the acting-as marker stay
 * in view. Built here rather than with react-admin's AppBar, whose toggle and refresh buttons carry
 * MUI tooltips that update React synchronously in the first screen's commit (see DeferredTooltip).
 * Memoised: react-admin re-renders its whole layout each time its router settles, and nothing the
 * bar shows depends on that.
 */
export const AppBar = memo(() => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <MuiAppBar color="secondary">
      <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} sx={{ minHeight: 56, pr: 3 }}>
        <SidebarToggle />
        <AccountBlock />
        <ActingAsMarker />
        <TitlePortal />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <BalanceIndicator />
          <LanguageSwitcher onDark />
          <RefreshControl />
          <ProfileLogoutButton />
        </Box>
        <AppUserMenu />
      </Toolbar>
    </MuiAppBar>
  );
});
AppBar.displayName = 'AppBar';
