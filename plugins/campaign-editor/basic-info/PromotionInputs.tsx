import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { CampaignType } from '../../../src/api/contract';
import { AppPromotionInputs } from './AppPromotionInputs';
import { WebsitePromotionInputs } from './WebsitePromotionInputs';

/** The promotion the type uses: the app for consideration, the website for conversion, none otherwise. */
export const PromotionInputs = ({ appLocked }: { appLocked: boolean }) => {
  const translate = useTranslate();
  const type = useWatch({ name: 'bidding_strategy.type' }) as CampaignType | undefined;
  if (type !== 'consideration' && type !== 'conversion') return null;
  const consideration = type === 'consideration';
  return (
    <section aria-labelledby="basic-info-promotion">
      <Typography variant="h6" component="h3" id="basic-info-promotion" sx={{ mb: 1 }}>
        {translate(`campaign-editor.basicInfo.sections.${consideration ? 'appPromotion' : 'websitePromotion'}`)}
      </Typography>
      {consideration ? <AppPromotionInputs locked={appLocked} /> : <WebsitePromotionInputs />}
    </section>
  );
};
