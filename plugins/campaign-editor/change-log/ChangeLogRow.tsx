import type { MouseEvent } from 'react';
import { Button, Link, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignRevision } from '../../../src/api/contract';
import type { EditorSection } from '../sections/sectionContract';
import { stepsOf } from './changeFields';
import { changedFieldNames } from './changeRows';
import { authorText, revisionDate } from './revisionText';

interface Props {
  revision: CampaignRevision;
  /** The editor's sections this campaign shows: the changed fields are named by their labels there. */
  sections: readonly EditorSection[];
  onOpen(revision: CampaignRevision): void;
  /** Opens the restore of this entry's version. */
  onRestore(revision: CampaignRevision): void;
}

/** One entry: date (a button, so the keyboard opens it too), the changed fields and who changed them. */
export const ChangeLogRow = ({ revision, sections, onOpen, onRestore }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = revisionDate(revision.commit_date, locale);
  const { fields, more } = changedFieldNames(
    revision.state_difference.map((entry) => stepsOf(entry.path)),
    sections,
    { translate },
  );
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
        {revision.folded ? (
          // Earlier changes the log folded into one version (CHANGE_LOG_RETENTION): it names no fields of its own.
          translate('campaign-editor.changeLog.folded', { smart_count: revision.folded.revisions, date: revisionDate(revision.folded.since, locale) })
        ) : (
          <>
            {revision.restored_from_date !== undefined && `${translate('campaign-editor.changeLog.restore.of', { date: revisionDate(revision.restored_from_date, locale) })}: `}
            {fields}
            {more > 0 && ` ${translate('campaign-editor.changeLog.more', { count: more })}`}
          </>
        )}
      </TableCell>
      <TableCell>{authorText(revision.author)}</TableCell>
      <TableCell>
        <Button
          size="small"
          aria-label={translate('campaign-editor.changeLog.restore.openLabel', { date })}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            onRestore(revision);
          }}
        >
          {translate('campaign-editor.changeLog.restore.open')}
        </Button>
      </TableCell>
    </TableRow>
  );
};
