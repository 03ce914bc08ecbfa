import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FieldBlock } from '../sections/FieldBlock';
import type { SectionProps } from '../sections/sectionContract';
import { CitiesInput } from '../targeting/ChoiceListInputs';
import { CountrySummary } from './CountrySummary';
import { GeographySummary } from './GeographySummary';
import { LocationOptionInput } from './LocationOptionInput';

const G = 'campaign-editor.geography';

/**
 * Advanced › Geography (spec 1 §2 and spec 2 §2 name the tab under Advanced without its fields).
 * Our choice, written down:
 * - Geography is where the campaign's ads are shown: its country (chosen once in Basic info, shown
 *   here with its time zone) and cities of it, either the only places or the places left out
 *   (targeting.location_option_key, the "location option key" of the audience-size call, spec 2 §7).
 * - The cities are the targeting's own field (targeting.city_ids), shown in both tabs, so a user with
 *   the targeting permission alone still picks them. Unlike the manual criteria they apply with
 *   automatic targeting too: the estimate sends them either way.
 * - A sentence says where ads will be shown, so the in/out option cannot be misread.
 * - Not shown for audio campaigns, like the whole advanced tab (spec 2 §2).
 */
const GeographySection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${G}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${G}.intro`)}
        </Typography>
      </Stack>
      <FieldBlock title={`${G}.sections.country`}>
        <CountrySummary />
      </FieldBlock>
      <FieldBlock title={`${G}.sections.cities`}>
        <CitiesInput />
        <LocationOptionInput />
        <GeographySummary />
      </FieldBlock>
    </Stack>
  );
};

export default GeographySection;
