import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { AudienceForm } from './AudienceForm';

/** /audience/create (spec 3 §2): the dynamic builder, titled 'New Audience'. */
const AudienceCreatePage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('audiences.titles.audienceCreate')} />
      <Typography variant="h5" component="h1">
        {translate('audiences.titles.audienceCreate')}
      </Typography>
      <AudienceForm audience={null} />
    </Stack>
  );
};

export default AudienceCreatePage;
