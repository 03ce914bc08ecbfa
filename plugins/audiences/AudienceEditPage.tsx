import { Alert, Link, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useGetOne, useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Audience } from '../../src/api/contract';
import { AudienceForm } from './AudienceForm';
import { AudienceRecordState } from './AudienceRecordState';
import { audienceDetailsPath } from './audiencePaths';
import { AUDIENCES_RESOURCE } from './audiencesResource';

/**
 * /audience/edit/:id (spec 3 §2): the builder's layout loaded from the audience, with Update. A static
 * audience has no definition to edit (its rows come from its file): the page says so and links to
 * its details.
 */
const AudienceEditPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  // No retry: an unknown or another space's audience is an answer, not a hiccup.
  const { data, isPending, error } = useGetOne<Audience>(AUDIENCES_RESOURCE, { id: Number(id) }, { retry: false, refetchOnWindowFocus: false });
  const editable = data && !data.deleted && data.type === 'dynamic';
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('audiences.titles.audienceEdit')} />
      <Typography variant="h5" component="h1">
        {translate('audiences.titles.audienceEdit')}
      </Typography>
      <AudienceRecordState isPending={isPending} error={error} deleted={Boolean(data?.deleted)} />
      {data && !data.deleted && data.type === 'static' && (
        <Alert severity="info">
          {translate('audiences.edit.static')}{' '}
          <Link component={RouterLink} to={audienceDetailsPath(data.id)}>
            {translate('audiences.edit.details')}
          </Link>
        </Alert>
      )}
      {editable && <AudienceForm key={data.id} audience={data} />}
    </Stack>
  );
};

export default AudienceEditPage;
