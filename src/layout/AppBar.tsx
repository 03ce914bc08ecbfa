import { memo } from 'react';
import { Box, IconButton, AppBar as MuiAppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { TitlePortal, useSidebarState } from 'react-admin';
import { DeferredTooltip } from '../widgets/DeferredTooltip';
import { AppUserMenu } from './AppUserMenu';
import { AccountBlock } from './admin-panel/AccountBlock';
import { ActingAsMarker } from './admin-panel/ActingAsMarker';
import { BalanceIndicator } from './BalanceIndicator';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileLogoutButton } from './ProfileLogoutButton';
import { RefreshControl } from './RefreshControl';
import { TopBarMenu } from './TopBarMenu';
import { useCompactShell } from './useCompactShell';

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

/**
 * Top bar (spec 1 §2): the sidebar toggle (the mobile menu toggle on a phone, where the sidebar is a
 * drawer), the administrator's current-account block (opens the admin panel) and the acting-as marker,
 * the page title, the balance, the language switch, refresh, the profile page's logout button and the
 * user menu with logout. On a compact screen (useCompactShell) the language switch, refresh and the
 * logouts fold into one menu (TopBarMenu), so nothing is clipped at a phone's width. Always shown, not
 * hidden on scroll: the balance and the acting-as marker stay in view. Built here rather than with
 * react-admin's AppBar, whose toggle and refresh buttons carry MUI tooltips that update React
 * synchronously in the first screen's commit (see DeferredTooltip). Memoised: react-admin re-renders
 * its whole layout each time its router settles, and nothing the bar shows depends on that.
 */
export const AppBar = memo(() => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const compact = useCompactShell();
  return (
    <MuiAppBar color="secondary">
      <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} sx={{ minHeight: 56, pr: compact ? 0.5 : 3, gap: compact ? 0.5 : 0 }}>
        <SidebarToggle />
        <AccountBlock compact={compact} />
        <ActingAsMarker />
        <TitlePortal />
        {compact ? (
          <>
            <BalanceIndicator compact />
            <TopBarMenu />
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <BalanceIndicator />
              <LanguageSwitcher onDark />
              <RefreshControl />
              <ProfileLogoutButton />
            </Box>
            <AppUserMenu />
          </>
        )}
      </Toolbar>
    </MuiAppBar>
  );
});
AppBar.displayName = 'AppBar';
