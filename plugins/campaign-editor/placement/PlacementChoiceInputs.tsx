import { AutocompleteArrayInput, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { DEVICE_TYPE_CHOICES, ENVIRONMENT_CHOICES, MIN_OS_VERSIONS } from './placementChoices';
import { DictionaryInput } from '../choices/DictionaryInput';
import { useAppCategories } from './usePlacementData';

const F = 'campaign-editor.placement.fields';
const OS_CHOICES = MIN_OS_VERSIONS.map((version) => ({ id: version, name: version }));

/** Device type (spec 2 §9 keys 1–5). */
export const DeviceTypeInput = () => (
  <SelectInput source="placement.device_type_key" label={`${F}.deviceType`} choices={DEVICE_TYPE_CHOICES} helperText={false} />
);

/** Minimum OS version: empty is any version (null). */
export const MinOsVersionInput = () => (
  <SelectInput
    source="placement.min_os_version"
    label={`${F}.minOsVersion`}
    choices={OS_CHOICES}
    translateChoice={false}
    emptyText="campaign-editor.placement.anyVersion"
    parse={(value: string) => (value === '' ? null : value)}
    format={(value: string | null) => value ?? ''}
    helperText="campaign-editor.placement.hints.minOsVersion"
  />
);

/** Environment: all, app or site. */
export const EnvironmentInput = () => (
  <RadioButtonGroupInput source="placement.environment" label={`${F}.environment`} choices={ENVIRONMENT_CHOICES} helperText={false} row />
);

export const GamesInputs = () => {
  const { data, isPending } = useAppCategories('game');
  return (
    <>
      <SwitchInput source="placement.excluded_all_games" label={`${F}.excludedAllGames`} helperText={false} />
      <AutocompleteArrayInput
        source="placement.excluded_game_categories"
        label={`${F}.excludedGameCategories`}
        choices={data ?? []}
        optionText="label"
        optionValue="value"
        translateChoice={false}
        isPending={isPending}
        helperText={false}
        fullWidth
      />
      <SwitchInput source="placement.exclude_non_gambling_publishers" label={`${F}.excludeNonGamblingPublishers`} helperText={false} />
    </>
  );
};

/** Languages of the placements (dictionary languages). */
export const PlacementLanguagesInput = () => <DictionaryInput source="placement.languages" label={`${F}.languages`} dictionary="languages" fullWidth />;
