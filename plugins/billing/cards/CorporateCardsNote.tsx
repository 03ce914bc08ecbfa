import { Alert, Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ACCOUNT_TYPE } from '../../../src/api/contract';
import { useCurrentSpace } from '../../../src/layout/useCurrentSpace';
import { useWhitelabel } from '../../../src/whitelabel/WhitelabelContext';

/**
 * For company accounts, a note about corporate cards with a link to the white-label's terms (spec 3
 * §2). The note's wording is ours (the spec shows none); without a terms address the link is left out.
 */
export const CorporateCardsNote = () => {
  const translate = useTranslate();
  const { data: space } = useCurrentSpace();
  const { term_of_service_url: terms } = useWhitelabel();
  if (space?.account_type_key !== ACCOUNT_TYPE.COMPANY) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="corporate-cards-note">
      {translate('billing.cards.corporateNote')}{' '}
      {terms && (
        <Link href={terms} target="_blank" rel="noopener noreferrer">
          {translate('billing.cards.terms')}
        </Link>
      )}
    </Alert>
  );
};
