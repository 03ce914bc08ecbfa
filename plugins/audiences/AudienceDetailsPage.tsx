import type { ReactNode } from 'react';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { useGetOne, useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Audience } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { AudienceRecordState } from './AudienceRecordState';
import { AudienceStatusChip } from './AudienceStatusChip';
import { formatAudienceDate } from './audienceFormat';
import { AUDIENCE_LIST_PATH } from './audiencePaths';
import { AUDIENCES_RESOURCE } from './audiencesResource';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);

/**
 * /audience/details/:id (spec 3 §2): a back link; the audience's id, name, created date (DD/MM/YYYY
 * HH:mm), type, row count and user id (the space), and (ours) its status.
 */
const AudienceDetailsPage = () => {
  const format = useFormat();
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<Audience>(AUDIENCES_RESOURCE, { id: Number(id) }, { retry: false });
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('audiences.titles.audienceDetails')} />
      <Box>
        <Link component={RouterLink} to={AUDIENCE_LIST_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {translate('audiences.details.back')}
        </Link>
      </Box>
      <Typography variant="h5" component="h1">
        {translate('audiences.titles.audienceDetails')}
      </Typography>
      <AudienceRecordState isPending={isPending} error={error} deleted={Boolean(data?.deleted)} />
      {data && (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
          <Box component="dl" data-testid="audience-facts" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
            <Fact label={translate('audiences.details.id')}>{data.id}</Fact>
            <Fact label={translate('audiences.details.name')}>{data.name}</Fact>
            <Fact label={translate('audiences.details.created')}>{formatAudienceDate(data.created_at)}</Fact>
            <Fact label={translate('audiences.details.type')}>{translate(`audiences.types.${data.type}`)}</Fact>
            <Fact label={translate('audiences.details.rows')}>{format.count(data.row_count)}</Fact>
            <Fact label={translate('audiences.details.userId')}>{data.user_id}</Fact>
            <Fact label={translate('audiences.details.status')}>
              <AudienceStatusChip status={data.status_key} />
            </Fact>
          </Box>
        </Paper>
      )}
    </Stack>
  );
};

export default AudienceDetailsPage;
