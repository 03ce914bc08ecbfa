import { Box, Button, Chip } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'ra-core';
import type { AudienceCondition } from '../../src/api/contract';

interface ConditionBarProps {
  condition: AudienceCondition;
  onSwitch(): void;
}

/**
 * A block's join (spec 3 §4): none, or, and; with or or and, a switch button flips it. The condition
 * chip is what the block says joins its actions; the word also stands between the actions.
 */
export const ConditionBar = ({ condition, onSwitch }: ConditionBarProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={translate('audiences.builder.condition', { condition: translate(`audiences.conditions.${condition ?? 'none'}`) })} data-testid="block-condition" />
      {condition !== null && (
        <Button size="small" startIcon={<SwapHorizIcon />} onClick={onSwitch}>
          {translate('audiences.builder.switchTo', { condition: translate(`audiences.conditions.${condition === 'or' ? 'and' : 'or'}`) })}
        </Button>
      )}
    </Box>
  );
};
