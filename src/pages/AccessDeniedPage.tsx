import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../auth/authProvider';
import { MessagePage } from './MessagePage';

/** Shown instead of a page the session lacks the permission for. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <MessagePage title="core.pages.accessDenied" hint="core.pages.accessDeniedHint">
      <Button component={Link} to={HOME_PATH} variant="contained">
        {translate('core.pages.backToCampaigns')}
      </Button>
    </MessagePage>
  );
};
