import { useCallback, useMemo } from 'react';
import { TextInput } from 'react-admin';
import type { User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { cpmRateProblem, readNumber, REWARDED_CPM_RATE } from '../../src/domain/profileRules';
import { RESERVED_HELPER_LINE } from '../../src/forms/reservedHelperLine';
import { domainRuleField } from '../../src/forms/validators';
import { SETTINGS_RESOURCE } from './settingsApi';

interface RewardedValues {
  /** The typed text, so '0' and 'abc' reach the rule with their own messages. */
  rewarded_ads_cpm_rate: string;
}

const RATE = domainRuleField(cpmRateProblem, { required: true });

/** Rewarded ads CPM rate (spec 3 §5): a positive number, required, 1 when the account has none yet. */
export const RewardedCpmForm = ({ user }: { user: User }) => {
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const rate = user.rewarded_ads_cpm_rate ?? REWARDED_CPM_RATE.default;
  const values = useMemo<RewardedValues>(() => ({ rewarded_ads_cpm_rate: String(rate) }), [rate]);
  const save = useCallback(
    (next: RewardedValues) =>
      dataProvider.invoke<User>(SETTINGS_RESOURCE, 'rewardedAds', { user_id: user.id, rewarded_ads_cpm_rate: readNumber(next.rewarded_ads_cpm_rate) ?? Number.NaN }),
    [dataProvider, user.id],
  );
  return (
    <SectionForm title="settings.rewarded.title" values={values} save={save} success="settings.rewarded.saved" onSaved={(answer) => storeSaved(answer as User)} testId="rewarded-cpm">
      <TextInput source="rewarded_ads_cpm_rate" label="settings.rewarded.rate" validate={RATE} helperText={RESERVED_HELPER_LINE} sx={{ maxWidth: 320 }} />
    </SectionForm>
  );
};
