import { Paper, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'ra-core';

const POINTS = ['include', 'exclude', 'conditions', 'period', 'parameters'] as const;

/** The builder's info panel (spec 3 §2 "An info panel is shown"; its text is ours): how a definition reads. */
export const AudienceInfoPanel = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="audience-info-title" sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography id="audience-info-title" variant="subtitle1" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <InfoOutlinedIcon fontSize="small" aria-hidden />
        {translate('audiences.info.title')}
      </Typography>
      <ul style={{ paddingLeft: '1.25rem', margin: 0 }}>
        {POINTS.map((point) => (
          <Typography key={point} component="li" variant="body2" sx={{ mt: 1 }}>
            {translate(`audiences.info.${point}`)}
          </Typography>
        ))}
      </ul>
    </Paper>
  );
};
