import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TabProblem } from '../sections/sectionRouting';

interface PublishChecklistProps {
  problems: readonly TabProblem[];
  onGoTo(problem: TabProblem): void;
}

/**
 * Every problem blocking Publish at once (beyond the spec), each a link to its field: its tab opens
 * and the field takes the focus.
 */
export const PublishChecklist = ({ problems, onGoTo }: PublishChecklistProps) => {
  const translate = useTranslate();
  if (!problems.length) return null;
  return (
    <Alert severity="warning" data-testid="publish-checklist" sx={{ mb: 2 }}>
      <AlertTitle>{translate('campaign-editor.checklist.title', { smart_count: problems.length })}</AlertTitle>
      <List dense disablePadding>
        {problems.map((problem) => (
          <ListItem key={`${problem.field}:${problem.message}`} disablePadding>
            <Link component="button" type="button" onClick={() => onGoTo(problem)} sx={{ textAlign: 'left' }} data-field={problem.field}>
              {`${translate(problem.tabLabel)}: ${translate(problem.message, { _: problem.message, ...problem.args })}`}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
