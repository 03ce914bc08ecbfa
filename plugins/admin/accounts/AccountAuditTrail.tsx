import { Alert, Box, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { AdminPage, AuditChange, AuditEntry } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { formatLocalDateTime } from '../../../src/format/dates';
import { ACCOUNTS_RESOURCE } from './accountsList';

/** A changed value as written: an empty or absent one as '—'. */
const valueText = (value: AuditChange['from']): string => (value === null || value === '' ? '—' : String(value));

const EntryItem = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const action = entry.action ? translate(`admin.accounts.audit.actions.${entry.action}`) : translate('admin.accounts.audit.actions.switched');
  return (
    <ListItem data-testid="audit-entry" divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="subtitle2" component="p">
        {action}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.accounts.audit.byAt', { who: entry.user_email, at: formatLocalDateTime(entry.at, locale) })}
      </Typography>
      {entry.changes && entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {entry.changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field} data-testid="audit-change">
              {translate('admin.accounts.audit.change', { field: translate(`admin.accounts.audit.fields.${change.field}`, { _: change.field }), from: valueText(change.from), to: valueText(change.to) })}
            </Typography>
          ))}
        </Box>
      )}
      {(entry.ip || entry.user_agent) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {translate('admin.accounts.audit.from', { ip: entry.ip ?? '—', agent: entry.user_agent ?? '—' })}
        </Typography>
      )}
    </ListItem>
  );
};

/**
 * The account's audit trail (beyond the spec): who did what, when, what changed and from
 * where, newest first; the server's words on failure. A field the messages do not name is shown as
 * the server names it.
 */
export const AccountAuditTrail = ({ spaceId }: { spaceId: number }) => {
  const translate = useTranslate();
  const trail = useInvokeQuery<AdminPage<AuditEntry>>(ACCOUNTS_RESOURCE, 'audit', { spaceId });
  let body;
  if (trail.error) body = <Alert severity="error">{errorText(trail.error, translate('core.errors.somethingWentWrong'))}</Alert>;
  else if (!trail.data) body = <Skeleton height={48} />;
  else if (trail.data.data.length === 0) body = <Typography color="text.secondary">{translate('admin.accounts.audit.empty')}</Typography>;
  else
    body = (
      <List dense disablePadding aria-labelledby="account-audit-title">
        {trail.data.data.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </List>
    );
  return (
    <Box component="section" aria-labelledby="account-audit-title" data-testid="account-audit" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" id="account-audit-title">
        {translate('admin.accounts.audit.title')}
      </Typography>
      {body}
    </Box>
  );
};
