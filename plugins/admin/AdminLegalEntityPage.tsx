import { useCallback, useMemo } from 'react';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LEGAL_MODERATION_LIMITS, type User } from '../../src/api/contract';
import { errorText } from '../../src/api/errorText';
import { PageLeaveGuard } from '../../src/account-forms/PageLeaveGuard';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useAppDataProvider, useInvokeQuery } from '../../src/data/useInvokeQuery';
import { RESERVED_HELPER_LINE } from '../../src/forms/reservedHelperLine';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { addressIdOf } from '../../src/routing/addressId';
import { ContactDetails } from './moderation/ContactDetails';
import { legalEntityValues, legalModerationBody, LEGAL_ENTITY_NAME_RULES, type LegalEntityValues } from './moderation/legalEntityForm';
import { MODERATION_RESOURCE } from './moderation/moderationApi';

/**
 * `loadedAt`: when the shown user was read (moderation_start_at). The server refuses a save over a
 * change made after it, rather than overwriting what this screen never showed.
 */
const LegalEntityForm = ({ user, loadedAt }: { user: User; loadedAt: number }) => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const openedAt = new Date(loadedAt).toISOString();
  const values = useMemo(() => legalEntityValues(user), [user]);
  const save = useCallback(
    (next: LegalEntityValues) => dataProvider.invoke<User>(MODERATION_RESOURCE, 'saveLegal', legalModerationBody(user.id, next, openedAt)),
    [dataProvider, user.id, openedAt],
  );
  const saved = (answer: unknown) => {
    // The saved user is the screen's new starting point (and, read now, the next save's moderation_start_at).
    queryClient.setQueryData([MODERATION_RESOURCE, 'legalUser', { id: user.id }], answer);
    // The legal entities tab shows the saved values and state rather than a cached page.
    void queryClient.invalidateQueries({ queryKey: [MODERATION_RESOURCE, 'getList'] });
  };
  return (
    <SectionForm title="admin.moderation.legal.section" values={values} save={save} success="admin.moderation.legal.saved" onSaved={saved} testId="legal-entity-form">
      <TextInput
        source="legal_entity_name"
        label="admin.moderation.fields.legalEntity"
        validate={LEGAL_ENTITY_NAME_RULES}
        helperText={RESERVED_HELPER_LINE}
        slotProps={{ htmlInput: { maxLength: LEGAL_MODERATION_LIMITS.legal_entity_name } }}
      />
      <TextInput source="tin_number" label="admin.moderation.fields.tin" helperText={RESERVED_HELPER_LINE} slotProps={{ htmlInput: { maxLength: LEGAL_MODERATION_LIMITS.tin_number } }} />
    </SectionForm>
  );
};

/**
 * /admin/legal-entity/user/:id (spec 3 §2 "Legal-entity moderation screen"): the user's contact data,
 * read only, and their legal entity name and TIN to correct and save.
 */
const AdminLegalEntityPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const userId = addressIdOf(id);
  const valid = userId !== null;
  const query = useInvokeQuery<User>(MODERATION_RESOURCE, 'legalUser', valid ? { id: userId } : null, { retry: false, staleTime: Infinity });
  const user = query.data;
  return (
    <AdminShell title="admin.titles.adminLegalEntity">
      {!valid || query.error ? (
        <Alert severity="error">{valid ? errorText(query.error, translate('core.errors.somethingWentWrong')) : translate('admin.moderation.notFound')}</Alert>
      ) : !user ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <PageLeaveGuard>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <ContactDetails
              rows={[
                { label: 'admin.moderation.fields.firstName', value: user.first_name },
                { label: 'admin.moderation.fields.lastName', value: user.last_name },
                { label: 'admin.moderation.fields.email', value: user.email },
                { label: 'admin.moderation.fields.phone', value: user.phone },
              ]}
            />
            <LegalEntityForm user={user} loadedAt={query.dataUpdatedAt} />
          </Stack>
        </PageLeaveGuard>
      )}
    </AdminShell>
  );
};

export default AdminLegalEntityPage;
