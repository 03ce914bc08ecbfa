import { useCallback } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { WhitelabelRecord } from '../../src/api/contract';
import { errorText } from '../../src/api/errorText';
import { PageLeaveGuard } from '../../src/account-forms/PageLeaveGuard';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { useReloadWhitelabel, useWhitelabel } from '../../src/whitelabel/WhitelabelContext';
import { CUSTOMIZATION_RESOURCE } from './customization/customizationApi';
import { CustomizationForm } from './customization/CustomizationForm';

/**
 * /admin/customization (spec 3 §2 "Administrator customization page"): the white-label this app is
 * (the administrator's own; the mock refuses any other) with its images, colours, name and links.
 * After a save and OK on its modal, the page reads the data again and the whole open app, with its
 * other tabs, takes the new theme, name and favicon without a page load.
 */
const AdminCustomizationPage = () => {
  const translate = useTranslate();
  const { id } = useWhitelabel();
  const reloadWhitelabel = useReloadWhitelabel();
  const query = useInvokeQuery<WhitelabelRecord>(CUSTOMIZATION_RESOURCE, 'whitelabel', { id }, { retry: false, staleTime: Infinity });
  const { refetch } = query;
  const confirmed = useCallback(async () => {
    await Promise.all([refetch(), reloadWhitelabel().catch(() => undefined)]);
  }, [refetch, reloadWhitelabel]);

  return (
    <AdminShell title="admin.titles.adminCustomization">
      {query.error ? (
        <Alert severity="error">{errorText(query.error, translate('core.errors.somethingWentWrong'))}</Alert>
      ) : !query.data ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <PageLeaveGuard>
          <CustomizationForm record={query.data} onConfirmed={confirmed} />
        </PageLeaveGuard>
      )}
    </AdminShell>
  );
};

export default AdminCustomizationPage;
