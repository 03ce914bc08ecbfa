import { Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import type { SectionProps } from '../sections/sectionContract';
import { FieldBlock } from '../sections/FieldBlock';
import { AppCategoriesInput } from './AppCategoriesInput';
import { DeviceTypeInput, EnvironmentInput, GamesInputs, MinOsVersionInput, PlacementLanguagesInput } from './PlacementChoiceInputs';
import { PlacementsInput } from './PlacementsInput';
import { WhitelistFiles } from './WhitelistFiles';

const S = 'campaign-editor.placement.sections';

/**
 * The placement tab (Advanced › Placement; spec 2 §3, §4, §9): placements and app categories in
 * whitelist or blacklist mode, device type, minimum OS version, environment, games, languages, and the
 * space's whitelist files with the has_whitelist toggle. Each input subscribes to its own field; the
 * rules are placementRules, run by the shell on Save and Publish.
 */
const PlacementSection = ({ record }: SectionProps) => {
  const translate = useTranslate();
  const currentSpaceId = useCurrentSpaceId();
  // A stored campaign's own space, else the space the session acts on (where a new campaign is created).
  const space = record?.space_id ?? currentSpaceId;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h5" component="h2">
        {translate('campaign-editor.placement.title')}
      </Typography>
      <FieldBlock title={`${S}.placements`}>
        <PlacementsInput />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.appCategories`}>
        <AppCategoriesInput />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.devices`}>
        <DeviceTypeInput />
        <MinOsVersionInput />
        <EnvironmentInput />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.games`}>
        <GamesInputs />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.languages`}>
        <PlacementLanguagesInput />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.whitelists`}>
        <WhitelistFiles space={space} />
      </FieldBlock>
    </Stack>
  );
};

export default PlacementSection;
