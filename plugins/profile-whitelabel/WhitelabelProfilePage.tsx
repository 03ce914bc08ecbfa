import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { fileCachePath } from '../../src/api/contract';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';

const COLOURS = ['primary_color', 'secondary_color', 'warning_color', 'gauge_color'] as const;

/** /profile-whitelabel: the white-label's public profile (name, colours, logo, terms and privacy). */
const WhitelabelProfilePage = () => {
  const translate = useTranslate();
  const whitelabel = useWhitelabel();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('profile-whitelabel.titles.whitelabelProfile')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {whitelabel.name}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            {whitelabel.company_logo !== null && (
              <Box component="img" src={fileCachePath(whitelabel.company_logo)} alt={translate('profile-whitelabel.logo')} sx={{ width: 120, height: 120, objectFit: 'contain' }} />
            )}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0, alignItems: 'center' }}>
              {COLOURS.map((key) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {translate(`profile-whitelabel.colours.${key}`)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box aria-hidden sx={{ width: 24, height: 24, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: whitelabel[key] }} />
                    <code>{whitelabel[key]}</code>
                  </Box>
                </Box>
              ))}
            </Box>
            <Stack direction="row" spacing={3}>
              {whitelabel.term_of_service_url && (
                <Link href={whitelabel.term_of_service_url} target="_blank" rel="noopener noreferrer">
                  {translate('profile-whitelabel.terms')}
                </Link>
              )}
              {whitelabel.privacy_policy_url && (
                <Link href={whitelabel.privacy_policy_url} target="_blank" rel="noopener noreferrer">
                  {translate('profile-whitelabel.privacy')}
                </Link>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default WhitelabelProfilePage;
