import { Card, CardActionArea, CardContent, Dialog, DialogContent, DialogTitle, Grid, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { CampaignType } from '../../src/api/contract';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';
import { offeredTypes, storeNewCampaignChoice } from '../../src/campaign/newCampaignChoice';

/**
 * "Campaign Type" (spec 1 §2): a card per type; choosing one stores the type and its default goal,
 * then replaces the route with the create form on its basic-info tab.
 */
export const CampaignTypeModal = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { audio_enabled: audioEnabled } = useWhitelabel();
  const choose = (type: CampaignType) => {
    storeNewCampaignChoice(type);
    navigate('/campaign/create?tab=basicInfo', { replace: true });
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="campaign-type-title">
      <DialogTitle id="campaign-type-title">
        {translate('campaigns.typeModal.title')}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('campaigns.typeModal.heading')}
        </Typography>
        <Grid container spacing={2}>
          {offeredTypes(audioEnabled).map((type) => (
            <Grid key={type} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea onClick={() => choose(type)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {translate(`core.campaign.types.${type}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`campaigns.typeModal.descriptions.${type}`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </DialogContent>
    </Dialog>
  );
};
