import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';

/**
 * An administration page whose screens are not built yet: already a real page frame, the administrator
 * shell titled in the user's language, saying the section is on its way.
 */
export const AdminPendingPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <AdminShell title={title}>
      <Typography color="text.secondary">{translate('core.pages.pending')}</Typography>
    </AdminShell>
  );
};
