import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';

/**
 * The profile page's address: spec 1 §2 puts a logout button in the top bar there (beside the user
 * menu's logout, which every page has). The shell names the path rather than importing the plugin.
 */
const PROFILE_PATH = '/profile';

/** Signs out through the authProvider, which ends the session on the server too (the refresh token is revoked). */
export const ProfileLogoutButton = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const logout = useLogout();
  if (pathname !== PROFILE_PATH) return null;
  return (
    <Button color="inherit" variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()} sx={{ flexShrink: 0 }}>
      {translate('ra.auth.logout')}
    </Button>
  );
};
