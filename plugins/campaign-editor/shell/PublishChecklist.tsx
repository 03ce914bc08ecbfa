import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TabProblem } from '../sections/sectionRouting';

interface PublishChecklistProps {
  problems: readonly TabProblem[];
  onGoTo(problem: TabProblem): void;
}

/** An entry's text: the tab, the field as its label reads on the form (when known), the message. */
export const checklistEntry = (problem: TabProblem, translate: (key: string, options?: object) => string): string => {
  const where = problem.fieldLabel ? `${translate(problem.tabLabel)} › ${translate(problem.fieldLabel)}` : translate(problem.tabLabel);
  return `${where}: ${translate(problem.message, { _: problem.message, ...problem.args })}`;
};

/**
 * Every problem blocking Publish at once (beyond the spec), each a link to its field naming the tab
 * and the field: its tab opens and the field takes the focus.
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
              {checklistEntry(problem, translate)}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
