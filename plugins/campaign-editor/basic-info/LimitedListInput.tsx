import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useArrayInput, useTranslate } from 'ra-core';
import { asText } from './basicInfoModel';

interface LimitedListInputProps {
  source: string;
  /** Translation keys: the list's label, each item's label, the hint naming the limit. */
  label: string;
  itemLabel: string;
  hint: string;
  max: number;
}

/**
 * react-admin shows an entry's Remove only while the pointer hovers it (visibility hidden), which a
 * keyboard cannot reach: here it is always shown.
 */
const ALWAYS_SHOW_REMOVE = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

/** The iterator of a list of texts; Add disappears once the list holds `max` entries. */
const LimitedIterator = ({ itemLabel, max }: { itemLabel: string; max: number }) => {
  const { fields } = useArrayInput();
  return (
    <SimpleFormIterator resource="campaigns" disableAdd={fields.length >= max} disableReordering disableClear inline sx={ALWAYS_SHOW_REMOVE}>
      <TextInput source="" label={itemLabel} parse={asText} helperText={false} />
    </SimpleFormIterator>
  );
};

/**
 * A list of texts with a limit (test devices: 10; secondary events: add disabled once the list holds
 * more than 3, so 4 at most). Each entry is its own input, so typing in one re-renders only it.
 */
export const LimitedListInput = ({ source, label, itemLabel, hint, max }: LimitedListInputProps) => {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={translate(hint, { max })}>
      <LimitedIterator itemLabel={itemLabel} max={max} />
    </ArrayInput>
  );
};
