import { useWatch } from 'react-hook-form';
import { SwitchInput } from '../../../src/forms/SwitchInput';

const R = 'campaign-editor.responsive';
export const IS_MANUAL_SOURCE = 'visuals.dynamic_ad.is_manual';

/**
 * How the responsive ad's parts are put together when served (spec 2 §3 "isManual"; the spec names
 * the flag only, so this is the product's choice):
 * - automatic (off, the default): the platform combines any title with any description, the image and
 *   the logo, tries the combinations and shows the ones that perform best more often;
 * - manual (on): the advertiser's own pairs are served as given, title 1 with description 1, title 2
 *   with description 2 and so on, always with the image and the logo; a title or description with no
 *   partner in the other list goes with that list's first entry. Nothing is mixed or favoured, for
 *   advertisers whose texts only make sense together (a claim and its small print).
 * The rules of a complete ad are the same either way. The helper line says what the current choice does.
 */
export const ResponsiveCombinationsInput = () => {
  const manual = useWatch({ name: IS_MANUAL_SOURCE }) === true;
  return <SwitchInput source={IS_MANUAL_SOURCE} label={`${R}.fields.isManual`} helperText={`${R}.hints.${manual ? 'manual' : 'automatic'}`} />;
};
