import { Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignPacingAnswer } from '../../api/contract';
import { momentWords } from './pacingWords';

const P = 'widgets.pacing';

/** The budget's projection in words: when it runs out at the current rate, has run out today, or lasts. */
const budgetSentence = (pacing: NonNullable<CampaignPacingAnswer['pacing']>, locale: string, translate: (key: string, options?: object) => string): string => {
  const at = pacing.budget_runs_out_at;
  if (at === null) return translate(`${P}.budgetLasts`);
  // The server answers the reading's own moment when today's budget is already spent (status 31).
  if (at === pacing.as_of) return translate(`${P}.budgetSpentToday`);
  return translate(`${P}.budgetRunsOut`, momentWords(at, locale));
};

/**
 * The two projections in words: the campaign's budget and the account's balance. A
 * campaign that does not run has no pacing: the block says so instead of a projection.
 */
export const PacingProjections = ({ answer }: { answer: CampaignPacingAnswer }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const balanceAt = answer.balance_runs_out_at;
  return (
    <Stack spacing={0.5} data-testid="pacing-projections">
      <Typography variant="body2" data-testid="budget-projection">
        {answer.pacing ? budgetSentence(answer.pacing, locale, translate) : translate(`${P}.notRunning`)}
      </Typography>
      {balanceAt !== undefined && (
        <Typography variant="body2" data-testid="balance-projection" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {balanceAt !== null && <WarningAmberIcon fontSize="small" color="warning" aria-hidden="true" />}
          {balanceAt === null ? translate(`${P}.balanceLasts`) : translate(`${P}.balanceRunsOut`, momentWords(balanceAt, locale))}
        </Typography>
      )}
    </Stack>
  );
};
