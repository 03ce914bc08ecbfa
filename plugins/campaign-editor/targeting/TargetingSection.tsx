import { Divider, Paper, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { FieldBlock } from '../sections/FieldBlock';
import type { SectionProps } from '../sections/sectionContract';
import { AppsInput } from './AppsInput';
import { CitiesInput, ConnectionTypesInput, CustomerAttributesInput, InterestsInput, LanguagesInput } from './ChoiceListInputs';
import { AgeRangeInputs, GenderInput } from './PeopleInputs';
import { SegmentAudiencesInputs } from './SegmentAudiencesInputs';
import { SimilarityInput } from './SimilarityInput';
import { TargetingModeCards } from './TargetingModeCards';

const S = 'campaign-editor.targeting.sections';

/** Automatic targeting's large panel (spec 2 §2): what the platform does in the advertiser's place. */
const AutomaticPanel = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, display: 'flex', gap: 3, alignItems: 'flex-start', minHeight: 160 }}>
      <AutoAwesomeIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {translate('campaign-editor.targeting.automaticPanel.title')}
        </Typography>
        <Typography variant="body1">{translate('campaign-editor.targeting.automaticPanel.text')}</Typography>
      </Stack>
    </Paper>
  );
};

/** Manual targeting's inputs, each subscribed to its own field. */
const ManualTargeting = ({ campaignId, spaceId }: { campaignId: number | null; spaceId: number | undefined }) => (
  <Stack spacing={3}>
    <FieldBlock title={`${S}.people`}>
      <AgeRangeInputs />
      <GenderInput />
    </FieldBlock>
    <Divider />
    <FieldBlock title={`${S}.interestsAndApps`}>
      <InterestsInput />
      <AppsInput campaignId={campaignId} />
    </FieldBlock>
    <Divider />
    <FieldBlock title={`${S}.audiences`}>
      <SegmentAudiencesInputs spaceId={spaceId} />
    </FieldBlock>
    <Divider />
    <FieldBlock title={`${S}.places`}>
      <CitiesInput />
      <LanguagesInput />
      <ConnectionTypesInput />
      <CustomerAttributesInput />
    </FieldBlock>
    <Divider />
    <FieldBlock title={`${S}.reach`}>
      <SimilarityInput />
    </FieldBlock>
  </Stack>
);

/**
 * The standard targeting tab (spec 2 §2, §3): automatic targeting (the default) or manual targeting's
 * choices. It takes no form values as props: the mode subscribes to its one field and each input to
 * its own, so a keystroke repaints only the input typed in. Its rules are targetingRules, run by the
 * shell on Save and Publish. Audio campaigns have voice targeting instead.
 */
const TargetingSection = ({ record }: SectionProps) => {
  const translate = useTranslate();
  const manual = useWatch({ name: 'targeting.automatic_targeting' }) === false;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h2">
        {translate('campaign-editor.targeting.title')}
      </Typography>
      <TargetingModeCards />
      {manual ? <ManualTargeting campaignId={record?.id ?? null} spaceId={record?.space_id} /> : <AutomaticPanel />}
    </Stack>
  );
};

export default TargetingSection;
