import type { ComponentType } from 'react';
import { Checkbox, FormControlLabel, Paper } from '@mui/material';
import { useTranslate } from 'ra-core';
import { HUMAN_VERIFICATION_TEST_TOKEN } from '../api/contract';

/**
 * The human-verification step of the sign-up forms (spec 1 §2), behind a small interface: a verifier
 * renders its widget and reports a token (or null when the proof lapses). The token is sent as
 * `captcha_token`. A real provider is plugged in by replacing `humanVerifier` below.
 */
export interface HumanVerifierProps {
  onChange(token: string | null): void;
}
export type HumanVerifier = ComponentType<HumanVerifierProps>;

/**
 * Works with the mock backend: ticking the box yields the documented test answer, which the mock
 * accepts (as captcha providers' always-pass test keys do).
 */
export const LocalHumanVerifier: HumanVerifier = ({ onChange }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <FormControlLabel
        control={<Checkbox onChange={(event) => onChange(event.target.checked ? HUMAN_VERIFICATION_TEST_TOKEN : null)} />}
        label={translate('core.humanVerification.label')}
      />
    </Paper>
  );
};

export const humanVerifier: HumanVerifier = LocalHumanVerifier;
