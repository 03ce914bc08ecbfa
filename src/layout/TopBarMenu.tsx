import { useId, useState } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useGetIdentity, useLoading, useLogout, useRefresh, useTranslate } from 'ra-core';
import { LANGUAGES } from '../i18n/messages';
import { useChangeLanguage } from '../i18n/useChangeLanguage';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';

/**
 * The compact top bar's actions in one menu (issue 42 §3): what the wide bar shows side by side (refresh,
 * the language switch, the user menu's logout and the profile page's) would push the bar past a
 * phone's width. The languages are radio items: the menu holds menu items only, as ARIA asks.
 */
export const TopBarMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const loading = useLoading();
  const logout = useLogout();
  const [language, changeLanguage] = useChangeLanguage();
  useDocumentLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const label = translate('core.layout.topBarActions');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {identity?.fullName && <ListSubheader>{identity.fullName}</ListSubheader>}
        <MenuItem
          disabled={loading}
          onClick={() => {
            refresh();
            close();
          }}
        >
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(loading ? 'core.layout.loading' : 'ra.action.refresh')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader>{translate('core.language.label')}</ListSubheader>
        {LANGUAGES.map(({ locale, name }) => (
          <MenuItem
            key={locale}
            role="menuitemradio"
            aria-checked={locale === language}
            lang={locale}
            onClick={() => {
              changeLanguage(locale);
              close();
            }}
          >
            <ListItemIcon>{locale === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
