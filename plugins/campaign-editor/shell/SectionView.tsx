import { useEffect, useState, type ComponentType } from 'react';
import { CircularProgress, Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { CampaignRecord } from '../../../src/api/contract';
import type { EditorSection, SectionContext, SectionProps } from '../sections/sectionContract';
import { loadedSection, loadSection } from '../sections/sectionLoader';

/** A field to focus once its tab shows; `at` tells two requests for the same field apart. */
export interface FocusRequest {
  field: string;
  at: number;
}

/** react-admin inputs carry their `source` as their name; react-hook-form's own focus is the fallback. */
const focusField = (field: string, setFocus: (name: string) => void): void => {
  const element = document.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  if (element) {
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
  } else setFocus(field);
};

interface SectionViewProps {
  section: EditorSection;
  record: CampaignRecord | undefined;
  context: SectionContext;
  focus: FocusRequest | null;
}

/** The active tab's section, loaded on first use; focuses a requested field once its inputs are there. */
export const SectionView = ({ section, record, context, focus }: SectionViewProps) => {
  const [Section, setSection] = useState<ComponentType<SectionProps> | undefined>(() => loadedSection(section));
  const { setFocus } = useFormContext();

  useEffect(() => {
    const known = loadedSection(section);
    if (known) {
      setSection(() => known);
      return;
    }
    let active = true;
    setSection(undefined);
    void loadSection(section).then((component) => {
      if (active) setSection(() => component);
    });
    return () => {
      active = false;
    };
  }, [section]);

  // Runs after the section's inputs have mounted (children's effects run first), so their elements exist.
  useEffect(() => {
    if (Section && focus) focusField(focus.field, setFocus);
  }, [Section, focus, setFocus]);

  if (!Section)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress />
      </Box>
    );
  return <Section record={record} context={context} />;
};
