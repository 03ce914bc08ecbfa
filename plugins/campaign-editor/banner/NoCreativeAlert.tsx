import { Alert } from '@mui/material';
import { InputHelperText } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { hasCreativeType, type CampaignVisuals } from '../../../src/api/contract';

/** The message while the rule fails; it watches the creatives only while there is an error to clear. */
const FailingRule = ({ message, register }: { message: string; register(element: HTMLElement | null): void }) => {
  // Watched whole (the controller's own value follows only a change of `visuals` itself).
  const [visuals, goal] = useWatch({ name: ['visuals', 'bidding_strategy.goal'] }) as [CampaignVisuals, string | undefined];
  if (hasCreativeType(visuals, goal === 'audio_advertising')) return null;
  return (
    <Alert severity="error" ref={register} tabIndex={-1}>
      <InputHelperText error={message} />
    </Alert>
  );
};

/**
 * The publish rule "at least one creative type" (spec 1 §5), which the banner rules put on `visuals`:
 * shown at the top of the Banner ads tab, the tab the publish checklist opens for it, and registered
 * as the field's element, so the editor's "focuses the field" (spec 2 §4) lands on the message itself
 * (tabIndex -1: focusable by script, not a tab stop). It goes as soon as a creative makes the rule
 * hold (an upload adds no keystroke that would check it again). Without an error nothing is watched,
 * so typing a creative's texts re-renders nothing here.
 */
export const NoCreativeAlert = () => {
  const { field, fieldState } = useController({ name: 'visuals' });
  const message = fieldState.error?.message;
  return message ? <FailingRule message={message} register={field.ref} /> : null;
};
