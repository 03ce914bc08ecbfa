import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../auth/authProvider';
import { MessagePage } from './MessagePage';

/** `/notfound` (spec 1 §2): reads "Page not found". */
const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <MessagePage title="core.pages.notFound" hint="core.pages.notFoundHint">
      <Button component={Link} to={HOME_PATH} variant="contained">
        {translate('core.pages.backToCampaigns')}
      </Button>
    </MessagePage>
  );
};

export default NotFoundPage;
