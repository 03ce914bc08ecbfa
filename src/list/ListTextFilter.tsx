import { startTransition, useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';

/** The spec's filters debounce (300 ms, spec 1 §9 and spec 3). */
export const FILTER_DEBOUNCE_MS = 300;

interface Props {
  /** The filter's name in the address and in filterValues. */
  source: string;
  /** Translation key of the label. */
  label: string;
  width?: number;
}

/**
 * A debounced text filter. What the box shows follows the address: Back or Forward to another value
 * puts that value in the box and cancels a change still waiting, so it can never write the old text
 * back (the cause of "Back cannot leave a filtered list"). Typing writes the address once per pause.
 */
export const ListTextFilter = ({ source, label, width = 280 }: Props) => {
  const translate = useTranslate();
  const { filterValues, showFilter } = useListContext();
  const fromAddress = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const [text, setText] = useState(fromAddress);
  const [shownAddress, setShownAddress] = useState(fromAddress);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed under the box (history, a link, a reset): show it instead of the typing.
  if (fromAddress !== shownAddress) {
    setShownAddress(fromAddress);
    setText(fromAddress);
  }
  useEffect(() => () => clearTimeout(pending.current), [fromAddress]);

  const type = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      if (value === fromAddress) return;
      // The router renders a navigation as a transition, and Back right after it can supersede that
      // render: the box would never see its own value in the address, and would keep showing it after
      // Back. So it counts the value as shown as it writes it, in the same transition: if the address
      // ends elsewhere, the next render puts the address's value in the box.
      startTransition(() => {
        setShownAddress(value);
        showFilter(source, value);
      });
    }, FILTER_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      variant="outlined"
      fullWidth={false}
      sx={{ width }}
      type="search"
      label={translate(label)}
      value={text}
      onChange={(event) => type(event.target.value)}
    />
  );
};
