import { AutocompleteArrayInput } from 'react-admin';
import { EXCHANGES } from '../../../src/api/contract';
import { CheckboxListInput } from '../../../src/forms/CheckboxListInput';
import { DictionaryInput } from '../choices/DictionaryInput';
import { useTrafficSources } from './useOwnerChoices';

interface Props {
  /** The form path holding the chosen ids: `owner.*` in the editor, the panel's own in moderation. */
  source: string;
}

const EXCHANGE_CHOICES = EXCHANGES.map(({ id, name }) => ({ id, name: `campaign-editor.owner.exchangeNames.${name}` }));

/** The six exchanges (spec 2 §9) as checkboxes. */
export const ExchangesInput = ({ source }: Props) => (
  <CheckboxListInput source={source} label="campaign-editor.owner.exchanges" choices={EXCHANGE_CHOICES} helperText={false} />
);

/** Traffic sources (GET /v1/campaign/traffic-source), any number. */
export const TrafficSourcesInput = ({ source }: Props) => {
  const { data, isPending } = useTrafficSources();
  return (
    <AutocompleteArrayInput
      source={source}
      label="campaign-editor.owner.trafficSources"
      choices={data ?? []}
      optionText="traffic_source"
      optionValue="id"
      translateChoice={false}
      isPending={isPending}
      helperText={false}
    />
  );
};

/** IAB categories (dictionary iab_categories), in the interface language. */
export const CategoriesInput = ({ source }: Props) => <DictionaryInput source={source} label="campaign-editor.owner.categories" dictionary="iab_categories" />;
