import type { ReactNode } from 'react';
import { Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AudienceEstimate as Estimate, DynamicAudience } from '../../src/api/contract';
import { dynamicDefinitionErrors } from '../../src/domain/audienceRules';
import { useFormat } from '../../src/format/useFormat';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';
import { AUDIENCES_RESOURCE } from './audiencesResource';

/** Ours: the estimate asks once per pause in the typing, not once per keystroke. */
export const ESTIMATE_DEBOUNCE_MS = 500;

/**
 * Beyond the spec: the members the definition would hold now, asked of the server only when the
 * definition passes the shared rules (anything else it would refuse), once the typing pauses.
 */
export const AudienceEstimate = ({ definition }: { definition: DynamicAudience }) => {
  const format = useFormat();
  const translate = useTranslate();
  const asked = useDebouncedValue(JSON.stringify(definition), ESTIMATE_DEBOUNCE_MS);
  const dynamic = JSON.parse(asked) as DynamicAudience;
  const complete = Object.keys(dynamicDefinitionErrors(dynamic)).length === 0;
  const estimate = useInvokeQuery<Estimate>(AUDIENCES_RESOURCE, 'estimate', complete ? { dynamic_audience: dynamic } : null, { keepPrevious: true, retry: false, staleTime: 60_000 });
  let text: ReactNode;
  if (!complete) text = translate('audiences.estimate.incomplete');
  else if (estimate.isError) text = translate('audiences.estimate.failed');
  else if (estimate.data) text = translate('audiences.estimate.members', { count: format.count(estimate.data.members) });
  else text = <Skeleton width={160} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="audience-estimate-title">
      <Typography id="audience-estimate-title" variant="subtitle1" component="h2">
        {translate('audiences.estimate.title')}
      </Typography>
      <Typography aria-live="polite" data-testid="audience-estimate" sx={{ fontSize: '1.25rem', fontWeight: 500 }}>
        {text}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('audiences.estimate.hint')}
      </Typography>
    </Paper>
  );
};
