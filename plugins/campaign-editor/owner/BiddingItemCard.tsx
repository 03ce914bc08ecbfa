import { Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useController, useFieldArray } from 'react-hook-form';
import { newBiddingRule } from './biddingItems';
import { BiddingRuleRow } from './BiddingRuleRow';
import { MultiplierInput } from './MultiplierInput';

interface Props {
  /** `owner.traffic_targeting.<i>`. */
  path: string;
  onRemove(): void;
}

/** One bidding item: its name, multiplier and rules. */
export const BiddingItemCard = ({ path, onRemove }: Props) => {
  const translate = useTranslate();
  const {
    field: { ref: nameRef, ...name },
  } = useController({ name: `${path}.name` });
  const rules = useFieldArray({ name: `${path}.rules` });
  const title = String(name.value ?? '');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField size="small" label={translate('campaign-editor.owner.bidding.name')} {...name} inputRef={nameRef} value={name.value ?? ''} />
          <MultiplierInput source={`${path}.multiplier`} />
          <IconButton aria-label={translate('campaign-editor.owner.bidding.remove', { name: title })} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        {rules.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('campaign-editor.owner.bidding.noRules')}
          </Typography>
        )}
        {rules.fields.map((rule, index) => (
          <BiddingRuleRow key={rule.id} path={`${path}.rules.${index}`} onRemove={() => rules.remove(index)} />
        ))}
        <div>
          <Button startIcon={<AddIcon />} onClick={() => rules.append(newBiddingRule())}>
            {translate('campaign-editor.owner.bidding.addRule')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
};
