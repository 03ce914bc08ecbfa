import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
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
}

/** The administrator shell's header (spec 3 §2): sidebar toggle, area name, Go To Platform. */
export const AdminShellHeader = ({ sidebarOpen, onToggleSidebar, sidebarId }: AdminShellHeaderProps) => {
  const translate = useTranslate();
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 1 }}>
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
          <Button component={Link} to={HOME_PATH} color="inherit" variant="outlined">
            {translate('shell.adminShell.goToPlatform')}
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
};
