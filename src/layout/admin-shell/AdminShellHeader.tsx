import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../auth/authProvider';
import { LanguageSwitcher } from '../LanguageSwitcher';

interface AdminShellHeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  /** Id of the sidebar the toggle controls. */
  sidebarId: string;
  /** A phone's width (useCompactShell): Go To Platform shows as its icon, named for assistive technology. */
  compact?: boolean;
}

/** The administrator shell's header (spec 3 §2): sidebar toggle, area name, Go To Platform. */
export const AdminShellHeader = ({ sidebarOpen, onToggleSidebar, sidebarId, compact = false }: AdminShellHeaderProps) => {
  const translate = useTranslate();
  const goToPlatform = translate('shell.adminShell.goToPlatform');
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: compact ? 0.5 : 1, ...(compact && { px: 1 }) }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          aria-label={translate(sidebarOpen ? 'shell.adminShell.collapse' : 'shell.adminShell.expand')}
        >
          {sidebarOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Typography variant="h6" component="span" noWrap sx={{ flex: 1 }}>
          {translate('shell.adminShell.area')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageSwitcher onDark />
          {compact ? (
            <IconButton component={Link} to={HOME_PATH} color="inherit" aria-label={goToPlatform} title={goToPlatform}>
              <HomeIcon />
            </IconButton>
          ) : (
            <Button component={Link} to={HOME_PATH} color="inherit" variant="outlined">
              {goToPlatform}
            </Button>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
};
