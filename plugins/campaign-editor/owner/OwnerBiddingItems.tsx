import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { BiddingItem } from '../../../src/api/contract';
import { newBiddingItem } from './biddingItems';
import { BiddingItemCard } from './BiddingItemCard';

const SOURCE = 'owner.traffic_targeting';

/**
 * Owner advanced bidding (`traffic_targeting`): bidding items named 'Bidding N' with a multiplier
 * (default 1) and rules. The field array's own ids key the cards; an item's `id` is the stored one.
 */
export const OwnerBiddingItems = () => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const items = useFieldArray({ name: SOURCE, keyName: 'key' });
  const add = () => items.append(newBiddingItem((getValues(SOURCE) as BiddingItem[] | undefined) ?? []));
  return (
    <Stack spacing={2} component="section" aria-labelledby="owner-bidding-title">
      <Typography variant="h6" component="h3" id="owner-bidding-title">
        {translate('campaign-editor.owner.bidding.title')}
      </Typography>
      {items.fields.length === 0 && <Typography color="text.secondary">{translate('campaign-editor.owner.bidding.empty')}</Typography>}
      {items.fields.map((item, index) => (
        <BiddingItemCard key={item.key} path={`${SOURCE}.${index}`} onRemove={() => items.remove(index)} />
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={add}>
          {translate('campaign-editor.owner.bidding.add')}
        </Button>
      </div>
    </Stack>
  );
};
