import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CreativeServingDecision } from '../../../src/api/contract';
import { overallDecision } from '../../../src/domain/servingDecision';

const D = 'campaign-editor.creatives.decision';
const COLOUR = { approved: 'success', disapproved: 'error', pending_review: 'default' } as const;

/**
 * A creative's serving decision (spec 1 §4 "Creative approval"): approved, disapproved with its policy
 * topics comma-separated, or pending review (also before any review). The chip's text says it all;
 * colour only repeats it.
 */
export const ServingDecisionNote = ({ decision }: { decision: CreativeServingDecision | null | undefined }) => {
  const translate = useTranslate();
  const { status, policyTopics } = overallDecision(decision);
  const text =
    status === 'disapproved'
      ? policyTopics.length > 0
        ? translate(`${D}.disapproved`, { topics: policyTopics.join(', ') })
        : translate(`${D}.disapprovedNoTopics`)
      : translate(`${D}.${status}`);
  return <Chip size="small" variant="outlined" color={COLOUR[status]} label={text} aria-label={`${translate(`${D}.label`)}: ${text}`} sx={{ alignSelf: 'flex-start', maxWidth: '100%' }} />;
};
