import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PAGE_SIZES } from './listParams';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/**
 * Paging of spec 1 §2: 5, 10, 15 or 25 rows; Back disabled on the first page, Next while loading or
 * on the last page.
 */
export const CampaignListPagination = ({ page, pageSize, total, loading, onPage, onPageSize }: Props) => {
  const translate = useTranslate();
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const isLastPage = (page + 1) * pageSize >= total;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 1 }}>
      <TextField
        select
        size="small"
        variant="outlined"
        label={translate('campaigns.pagination.rowsPerPage')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ width: 130 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="page-range">
        {translate('campaigns.pagination.range', { first, last, total })}
      </Typography>
      <Button onClick={() => onPage(page - 1)} disabled={page === 0}>
        {translate('campaigns.pagination.back')}
      </Button>
      <Button onClick={() => onPage(page + 1)} disabled={loading || isLastPage}>
        {translate('campaigns.pagination.next')}
      </Button>
    </Box>
  );
};
