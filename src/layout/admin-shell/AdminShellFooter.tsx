import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWhitelabel } from '../../whitelabel/WhitelabelContext';

/** External pages open in a new tab without handing them this window (reverse tabnabbing). */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The administrator shell's footer (spec 3 §2): terms of service and "powered by". The spec names no
 * product address, so "powered by" names the white-label and links to its own documentation
 * (help_url) rather than to an address we would have to invent. A link whose URL is empty is omitted.
 */
export const AdminShellFooter = () => {
  const translate = useTranslate();
  // Read once at start-up for the whole app (main.tsx): no second request here.
  const data = useWhitelabel();
  const poweredBy = data && translate('shell.adminShell.poweredBy', { name: data.name });
  return (
    <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      {data?.term_of_service_url && (
        <Typography variant="body2" component="span">
          <Link href={data.term_of_service_url} {...EXTERNAL}>
            {translate('shell.adminShell.terms')}
          </Link>
        </Typography>
      )}
      {data && (
        <Typography variant="body2" component="span">
          {data.help_url ? (
            <Link href={data.help_url} {...EXTERNAL}>
              {poweredBy}
            </Link>
          ) : (
            poweredBy
          )}
        </Typography>
      )}
    </Box>
  );
};
