import { useTranslate } from 'ra-core';
import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CONNECTION_TYPES, CUSTOMER_ATTRIBUTES } from '../../../src/api/contract';
import { CheckboxListInput } from '../../../src/forms/CheckboxListInput';
import { DictionaryInput } from '../choices/DictionaryInput';
import { useCities } from './useTargetingChoices';

const F = 'campaign-editor.targeting.fields';

/** Interests (dictionary interests) in the interface language. */
export const InterestsInput = () => <DictionaryInput source="targeting.interests" label={`${F}.interests`} dictionary="interests" fullWidth />;

/** Target languages (dictionary languages). */
export const LanguagesInput = () => <DictionaryInput source="targeting.target_languages" label={`${F}.languages`} dictionary="languages" fullWidth />;

/**
 * Cities of the campaign's country (GET /v1/geo/city?country=). Cities need a country (spec 2 §2):
 * without one the input is disabled and says so.
 */
export const CitiesInput = () => {
  const translate = useTranslate();
  const country: unknown = useWatch({ name: 'country' });
  const code = typeof country === 'string' ? country.trim() : '';
  const { data, isPending } = useCities(code);
  return (
    <AutocompleteArrayInput
      source="targeting.city_ids"
      label={`${F}.cities`}
      choices={code ? (data ?? []) : []}
      translateChoice={false}
      isPending={code !== '' && isPending}
      disabled={!code}
      helperText={translate(code ? 'campaign-editor.targeting.hints.cities' : 'campaign-editor.targeting.hints.citiesNeedCountry')}
      fullWidth
    />
  );
};

export const CONNECTION_CHOICES = CONNECTION_TYPES.map((id) => ({ id, name: `campaign-editor.targeting.connectionTypeNames.${id}` }));
export const ATTRIBUTE_CHOICES = CUSTOMER_ATTRIBUTES.map((id) => ({ id, name: `campaign-editor.targeting.customerAttributeNames.${id}` }));

/** Connection types 2g–5g and other (spec 2 §9). */
export const ConnectionTypesInput = () => (
  <CheckboxListInput source="targeting.connection_types" label={`${F}.connectionTypes`} choices={CONNECTION_CHOICES} helperText={false} />
);

/** Customer attributes (spec 2 §9). */
export const CustomerAttributesInput = () => (
  <CheckboxListInput source="targeting.customer_attributes" label={`${F}.customerAttributes`} choices={ATTRIBUTE_CHOICES} helperText={false} />
);
