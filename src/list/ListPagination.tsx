import { Box, Button, TextField, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useSpecListConfig } from './SpecListBase';

/**
 * The spec's paging: the list's own page sizes, "first–last of total", Back disabled on the first
 * page and Next while loading or on the last page. The page size is a native select, as the language
 * switch: the platform's own picker (on phones too), and none of MUI's menu select, which keeps its
 * element in state set from a ref callback, an update React makes synchronous in the first screen's
 * commit (see src/widgets/DeferredTooltip.tsx).
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const { pageSizes } = useSpecListConfig();
  const { page, perPage, total = 0, isFetching, setPage, setPerPage } = useListContext();
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 1 }}>
      <TextField
        select
        size="small"
        variant="outlined"
        label={translate('widgets.list.rowsPerPage')}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        // Room for the label in full in either language (Russian's "Строк на странице" was cut at 130 px).
        sx={{ width: 180 }}
        slotProps={{ select: { native: true } }}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="page-range">
        {translate('widgets.list.range', { first, last, total })}
      </Typography>
      <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
        {translate('widgets.list.back')}
      </Button>
      <Button onClick={() => setPage(page + 1)} disabled={isFetching || page * perPage >= total}>
        {translate('widgets.list.next')}
      </Button>
    </Box>
  );
};
