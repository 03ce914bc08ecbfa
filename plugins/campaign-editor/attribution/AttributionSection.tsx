import { Stack, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useArrayInput, useTranslate } from 'ra-core';
import { MAX_ATTRIBUTION_PAIRS } from '../../../src/api/contract';
import type { SectionProps } from '../sections/sectionContract';

/** Text inputs keep '' rather than react-admin's null for an emptied field: the pairs are strings. */
const asText = (value: string | null): string => value ?? '';

/** Add is disabled above 9 entries (spec 1 §5): ten pairs at most. */
const AttributionPairs = () => {
  const { fields } = useArrayInput();
  return (
    <SimpleFormIterator disableAdd={fields.length > MAX_ATTRIBUTION_PAIRS - 1} disableReordering disableClear inline>
      <TextInput source="name" label="campaign-editor.attribution.name" parse={asText} helperText={false} />
      <TextInput source="value" label="campaign-editor.attribution.value" parse={asText} helperText={false} />
    </SimpleFormIterator>
  );
};

/**
 * Attribution (tab attribution under advanced; spec 2 §3): name/value pairs and the tags template. Its
 * inputs subscribe to their own fields only, so a keystroke here re-renders this section alone.
 */
const AttributionSection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {translate('campaign-editor.attribution.title')}
      </Typography>
      <ArrayInput
        source="attribution"
        label="campaign-editor.attribution.pairs"
        helperText={translate('campaign-editor.attribution.pairsHint', { max: MAX_ATTRIBUTION_PAIRS })}
      >
        <AttributionPairs />
      </ArrayInput>
      <TextInput
        source="attributionTags"
        label="campaign-editor.attribution.tags"
        helperText="campaign-editor.attribution.tagsHint"
        parse={asText}
        multiline
        fullWidth
      />
    </Stack>
  );
};

export default AttributionSection;
