import { useCallback, useMemo, useRef } from 'react';
import { Form, ResourceContextProvider } from 'ra-core';
import type { Resolver } from 'react-hook-form';
import type { CampaignRecord } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { EditorSection } from '../sections/sectionContract';
import { collectProblems } from '../sections/sectionRouting';
import { sectionContext } from './editorContext';
import { EditorBody } from './EditorBody';
import { editorFormValues } from './editorFormValues';
import { EditorHeading } from './EditorHeading';
import { LanguageSwitchDraft } from './LanguageSwitchDraft';
import { toFieldErrors } from './formErrors';
import { useMergeHandoff } from './mergeHandoff';
import { useSectionAllowed } from './sectionAccess';

interface CampaignEditorProps {
  /** The stored campaign; undefined while creating. */
  record: CampaignRecord | undefined;
  /**
   * The form's starting values (the record's, a new campaign's or a replicated copy's), computed
   * below the heading: a malformed record then fails where React names it (the heading's text).
   */
  values: () => CampaignFormValues;
  /** An audio campaign (see isAudioRecord, isAudioChoice): fixed by where the campaign comes from. */
  isAudio: boolean;
}

/**
 * The editor: one react-admin Form (react-hook-form) over every form section. Validation is the
 * sections' rules, run by a resolver on Save and Publish (and again per change afterwards, so a
 * fixed field loses its error); sections render only their own fields. The form resets only when a
 * newly stored record arrives, so a failed save or publish keeps everything typed.
 */
export const CampaignEditor = ({ record, values, isAudio }: CampaignEditorProps) => (
  <>
    <EditorHeading record={record} />
    <EditorForm record={record} values={values} isAudio={isAudio} />
  </>
);

const EditorForm = ({ record, values: valuesOf, isAudio }: CampaignEditorProps) => {
  const values = useMemo(valuesOf, [valuesOf]);
  const allowed = useSectionAllowed();
  const isAdministrator = allowed('administration');
  const forPublish = useRef(false);
  const shownRef = useRef<readonly EditorSection[]>([]);
  const maxMarginRef = useRef<number | undefined>(undefined);

  const contextOf = useCallback(
    (current: CampaignFormValues) => sectionContext(record, isAudio, current.timezone_offset_seconds, maxMarginRef.current),
    [record, isAudio],
  );
  const resolver = useCallback<Resolver>(
    async (values) => {
      const current = values as CampaignFormValues;
      const problems = collectProblems(shownRef.current, current, contextOf(current), forPublish.current);
      return problems.length ? { values: {}, errors: toFieldErrors(problems) } : { values: current, errors: {} };
    },
    [contextOf],
  );
  const formValues = useMemo(() => editorFormValues(values, isAdministrator), [values, isAdministrator]);
  // After the Form's own reset to a newly stored record: a conflict's merged values (mergeHandoff.ts).
  const handoff = useMergeHandoff(formValues);

  return (
    // The record is a campaign: react-admin's list inputs (attribution pairs, test devices) need a resource.
    <ResourceContextProvider value="campaigns">
      <Form
        record={formValues}
        resolver={resolver}
        shouldFocusError={false}
        disableInvalidFormNotification
        noValidate
        // Saving is the footer's (Save, Publish); an implicit submission does nothing.
        onSubmit={() => undefined}
      >
        <LanguageSwitchDraft identity={record ? `edit:${record.id}` : 'create'} />
        <EditorBody record={record} isAudio={isAudio} shownRef={shownRef} maxMarginRef={maxMarginRef} forPublish={forPublish} contextOf={contextOf} handoff={handoff} />
      </Form>
    </ResourceContextProvider>
  );
};
