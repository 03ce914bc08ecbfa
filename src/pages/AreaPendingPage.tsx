import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { MessagePage } from './MessagePage';

/**
 * The page of a product area whose screens are not built yet: a real, titled page that says so in
 * the user's language, so no menu entry or typed URL ever leads nowhere.
 */
export const AreaPendingPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(title)} />
      <MessagePage title={title} hint="core.pages.pending" />
    </>
  );
};
