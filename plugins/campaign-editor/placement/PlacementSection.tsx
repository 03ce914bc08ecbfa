import { Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import type { SectionProps } from '../sections/sectionContract';
import { PlacementBlock } from './PlacementBlock';
import { AppCategoriesInput } from './AppCategoriesInput';
import { DeviceTypeInput, EnvironmentInput, GamesInputs, MinOsVersionInput, PlacementLanguagesInput } from './PlacementChoiceInputs';
import { PlacementsInput } from './PlacementsInput';
import { WhitelistFiles } from './WhitelistFiles';

const S = 'campaign-editor.placement.sections';

/**
 * The placement tab (Advanced › Placement; spec 2 §3, §4, §9; issue #11 §2): placements and app
 * categories in whitelist or blacklist mode, device type, minimum OS version, environment, games,
 * languages, and the space's whitelist files with the has_whitelist toggle. Each input subscribes to
 * its own field; the rules are placementRules, run by the shell on Save and Publish.
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
      <PlacementBlock title={`${S}.placements`}>
        <PlacementsInput />
      </PlacementBlock>
      <Divider />
      <PlacementBlock title={`${S}.appCategories`}>
        <AppCategoriesInput />
      </PlacementBlock>
      <Divider />
      <PlacementBlock title={`${S}.devices`}>
        <DeviceTypeInput />
        <MinOsVersionInput />
        <EnvironmentInput />
      </PlacementBlock>
      <Divider />
      <PlacementBlock title={`${S}.games`}>
        <GamesInputs />
      </PlacementBlock>
      <Divider />
      <PlacementBlock title={`${S}.languages`}>
        <PlacementLanguagesInput />
      </PlacementBlock>
      <Divider />
      <PlacementBlock title={`${S}.whitelists`}>
        <WhitelistFiles space={space} />
      </PlacementBlock>
    </Stack>
  );
};

export default PlacementSection;
