import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { VideoAd } from '../../../src/api/contract';
import { RefusalText } from '../../../src/widgets/RefusalText';
import { exchangeRejectionOf, exchangeReviewKey } from './exchangeRejection';

/**
 * Spec 2 §8 "creative rejected by an exchange with a rejection code", on the rejected video ad: which
 * exchange, its reason in words, the prompt to review the policy and resubmit, and the code as a
 * copyable detail. The exchange's facts are the
 * server's (a changed creative starts without them), so the note goes once the creative is changed
 * and saved.
 */
export const ExchangeRejectionNote = ({ base }: { base: string }) => {
  const translate = useTranslate();
  const [exchangeId, googleStatus] = useWatch({ name: [`${base}.exchange_id`, `${base}.google_status`] }) as [VideoAd['exchange_id'] | undefined, VideoAd['google_status'] | undefined];
  const rejection = exchangeRejectionOf({ exchange_id: exchangeId ?? null, google_status: googleStatus ?? null });
  if (!rejection) return null;
  const exchange = rejection.exchangeName
    ? translate(`campaign-editor.owner.exchangeNames.${rejection.exchangeName}`)
    : translate('campaign-editor.video.exchangeNumber', { id: rejection.exchangeId });
  return (
    <Alert severity="error" data-testid="exchange-rejection">
      <RefusalText message={translate('campaign-editor.video.exchangeRejection', { exchange, reason: translate(exchangeReviewKey(rejection.code)) })} code={rejection.code} />
    </Alert>
  );
};
