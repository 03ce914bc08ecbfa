import { IconButton, Link, TableCell, TableRow } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { Audience } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { AudienceStatusChip } from './AudienceStatusChip';
import { formatAudienceDate } from './audienceFormat';
import { audiencePath } from './audiencePaths';

interface AudienceRowProps {
  audience: Audience;
  onDelete(audience: Audience): void;
}

/** One audience: its name (to the details or the builder), type, status, row count, created date, delete. */
export const AudienceRow = ({ audience, onDelete }: AudienceRowProps) => {
  const format = useFormat();
  const translate = useTranslate();
  return (
    <TableRow data-testid="audience-row">
      <TableCell>
        <Link component={RouterLink} to={audiencePath(audience)}>
          {audience.name}
        </Link>
      </TableCell>
      <TableCell>{translate(`audiences.types.${audience.type}`)}</TableCell>
      <TableCell>
        <AudienceStatusChip status={audience.status_key} />
      </TableCell>
      <TableCell align="right">{format.count(audience.row_count)}</TableCell>
      <TableCell>{formatAudienceDate(audience.created_at)}</TableCell>
      <TableCell align="right">
        <IconButton aria-label={translate('audiences.delete.button', { name: audience.name })} onClick={() => onDelete(audience)}>
          <DeleteOutlinedIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
};
