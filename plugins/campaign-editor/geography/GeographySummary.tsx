import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { LOCATION_OPTION_KEY } from '../../../src/api/contract';
import { useCountries } from '../choices/useCountries';
import { useCities } from '../targeting/useTargetingChoices';

const G = 'campaign-editor.geography.summary';

/**
 * The geography in one sentence (where ads are shown), so the in/out option cannot be misread. Read
 * out politely when it changes. Nothing without a country: the country block says what to do.
 */
export const GeographySummary = () => {
  const translate = useTranslate();
  const country: unknown = useWatch({ name: 'country' });
  const cityIds: unknown = useWatch({ name: 'targeting.city_ids' });
  const option: unknown = useWatch({ name: 'targeting.location_option_key' });
  const code = typeof country === 'string' ? country.trim() : '';
  const { data: countries } = useCountries();
  const { data: cities } = useCities(code);
  if (!code) return null;

  const countryName = countries?.find((item) => item.iso_code === code)?.name ?? code;
  const ids = Array.isArray(cityIds) ? (cityIds as number[]) : [];
  // A stored id the list does not (yet) name still counts, by its number.
  const cityNames = ids.map((id) => cities?.find((city) => city.id === id)?.name ?? `#${id}`).join(', ');
  const text =
    ids.length === 0
      ? translate(`${G}.wholeCountry`, { country: countryName })
      : option === LOCATION_OPTION_KEY.exclude
        ? translate(`${G}.except`, { country: countryName, cities: cityNames })
        : translate(`${G}.only`, { cities: cityNames });
  return (
    <Typography variant="body1" role="status" aria-live="polite">
      {text}
    </Typography>
  );
};
