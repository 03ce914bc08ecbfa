import { fireEvent } from '@testing-library/react';

/**
 * Types text at the end of a box key by key in one synchronous run, so no timer can fire between two
 * keys however loaded the machine is: each key's change is rendered with its effects (a search's
 * pause restarts), and the pause can only end after the last key. For a box that waits for a pause in
 * the typing on the real clock: user-event's typing yields to the event loop between keys, and on a
 * loaded machine a pause can end there and ask for the first letters.
 */
export const typeWithoutPause = (box: HTMLElement, text: string): void => {
  const before = (box as HTMLInputElement).value;
  for (let length = 1; length <= text.length; length += 1) fireEvent.change(box, { target: { value: before + text.slice(0, length) } });
};
