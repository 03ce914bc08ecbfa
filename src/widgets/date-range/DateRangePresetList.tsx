import { MenuItem, MenuList } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DatePresetId } from '../../domain/dateRange';

export interface DateRangePresetListProps {
  presets: readonly DatePresetId[];
  selected: DatePresetId | null;
  onSelect(id: DatePresetId): void;
}

/**
 * The presets as a menu of radio items, so assistive technology announces which one is in force.
 * `selectedMenu` puts the initial focus on that item when the popover opens (else on the first).
 */
export const DateRangePresetList = ({ presets, selected, onSelect }: DateRangePresetListProps) => {
  const translate = useTranslate();
  return (
    <MenuList autoFocusItem variant="selectedMenu" aria-label={translate('widgets.dateRange.presetsLabel')} sx={{ minWidth: 180 }}>
      {presets.map((id) => (
        <MenuItem key={id} role="menuitemradio" aria-checked={id === selected} selected={id === selected} onClick={() => onSelect(id)}>
          {translate(`widgets.dateRange.presets.${id}`)}
        </MenuItem>
      ))}
    </MenuList>
  );
};
