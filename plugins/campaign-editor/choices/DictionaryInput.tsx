import { AutocompleteArrayInput } from 'react-admin';
import type { DictionaryName } from '../../../src/api/contract';
import { useDictionary } from './useDictionary';

interface Props {
  /** The form path holding the chosen values. */
  source: string;
  /** Translation key of the label. */
  label: string;
  dictionary: DictionaryName;
  fullWidth?: boolean;
}

/** Any number of a dictionary's entries (value and title), in the interface language. */
export const DictionaryInput = ({ source, label, dictionary, fullWidth }: Props) => {
  const { data, isPending } = useDictionary(dictionary);
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={data ?? []}
      optionText="title"
      optionValue="value"
      translateChoice={false}
      isPending={isPending}
      helperText={false}
      fullWidth={fullWidth}
    />
  );
};
