import { useId, useState } from 'react';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Popover } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ADMIN_CAMPAIGN_COLUMN_IDS, canUncheck, toggleColumn } from './adminCampaignColumnChoice';

interface Props {
  chosen: readonly string[];
  onChange(chosen: readonly string[]): void;
}

/**
 * The column chooser (spec 3 §2: "at least 2 columns stay selected"): the last two checked cannot be
 * unchecked. The choice is the page's address (`columns`), so a reload or a link keeps it.
 */
export const AdminCampaignColumnChooser = ({ chosen, onChange }: Props) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('admin.campaigns.columnChooser')}
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 2 }}>
          <FormLabel component="legend" id={titleId}>
            {translate('admin.campaigns.columnChooserHint')}
          </FormLabel>
          <FormGroup>
            {ADMIN_CAMPAIGN_COLUMN_IDS.map((column) => (
              <FormControlLabel
                key={column}
                label={translate(`admin.campaigns.columns.${column}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.includes(column)}
                    disabled={!canUncheck(chosen, column)}
                    onChange={() => onChange(toggleColumn(chosen, column))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      </Popover>
    </>
  );
};
