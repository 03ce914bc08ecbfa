import type { MouseEvent } from 'react';
import { Link, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignRevision } from '../../../src/api/contract';
import { authorText, differenceSummary, revisionDate } from './revisionText';

interface Props {
  revision: CampaignRevision;
  onOpen(revision: CampaignRevision): void;
}

/** One entry: date (a button, so the keyboard opens it too), the changed fields and who changed them. */
export const ChangeLogRow = ({ revision, onOpen }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = revisionDate(revision.commit_date, locale);
  const { fields, more } = differenceSummary(revision);
  return (
    <TableRow hover onClick={() => onOpen(revision)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link
          component="button"
          type="button"
          underline="hover"
          aria-label={translate('campaign-editor.changeLog.open', { date })}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            onOpen(revision);
          }}
        >
          {date}
        </Link>
      </TableCell>
      <TableCell>
        {fields}
        {more > 0 && ` ${translate('campaign-editor.changeLog.more', { count: more })}`}
      </TableCell>
      <TableCell>{authorText(revision.author)}</TableCell>
    </TableRow>
  );
};
