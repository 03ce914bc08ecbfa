import { RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LOCATION_OPTION_KEY } from '../../../src/api/contract';

const G = 'campaign-editor.geography';
export const LOCATION_OPTION_CHOICES = [
  { id: LOCATION_OPTION_KEY.include, name: `${G}.locationOptions.include` },
  { id: LOCATION_OPTION_KEY.exclude, name: `${G}.locationOptions.exclude` },
];

/**
 * Whether the chosen cities are the only places ads are shown or the places left out of the country
 * (location_option_key, sent with the audience estimate). Cities need a country, so does this.
 */
export const LocationOptionInput = () => {
  const country: unknown = useWatch({ name: 'country' });
  const hasCountry = typeof country === 'string' && country.trim() !== '';
  return (
    <RadioButtonGroupInput
      source="targeting.location_option_key"
      label={`${G}.fields.locationOption`}
      choices={LOCATION_OPTION_CHOICES}
      // A radio's value is text; the key is a number on the wire (the mock refuses "2").
      parse={(value: string) => Number(value)}
      disabled={!hasCountry}
      helperText={false}
    />
  );
};
