import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../../src/api/contract';
import { lastListLocation } from '../../../src/campaign/listLocation';
import { UnsavedChangesDialog } from '../../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../../src/forms/useLeaveConfirmation';
import { ConflictDialog } from '../conflict/ConflictDialog';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { EditorSection, EditorTab, SectionContext } from '../sections/sectionContract';
import { sectionLabel } from '../sections/sectionLabel';
import { SECTIONS } from '../sections/sections';
import { nextFormTab, shownSections, type TabProblem } from '../sections/sectionRouting';
import { sectionContext } from './editorContext';
import { EditorFooter } from './EditorFooter';
import { EditorTree } from './EditorTree';
import { PublishChecklist } from './PublishChecklist';
import { useSectionAllowed } from './sectionAccess';
import { SectionView, type FocusRequest } from './SectionView';
import { useCampaignSubmit } from './useCampaignSubmit';
import { useEditorTab } from './useEditorTab';
import { useTimedMessage } from './useTimedMessage';
import { EditorExtras, useRevisionCount } from './EditorExtras';
import type { MergeHandoff } from './mergeHandoff';
import { useEditConflict } from './useEditConflict';

/**
 * The audience estimate's bottom panel (spec 2 §2), loaded after the editor's first render: the form's
 * inputs come first, the estimate's own requests wait a second after the last change anyway.
 */
const AudienceEstimatePanel = lazy(() => import('../estimate/AudienceEstimatePanel').then((module) => ({ default: module.AudienceEstimatePanel })));

/** The top-level form error shows for 5 s (spec 2 §2). */
const FORM_ERROR_MS = 5000;

interface EditorBodyProps {
  record: CampaignRecord | undefined;
  isAudio: boolean;
  /** Kept current for the form's resolver, which runs outside React's render. */
  shownRef: RefObject<readonly EditorSection[]>;
  maxMarginRef: RefObject<number | undefined>;
  forPublish: RefObject<boolean>;
  contextOf(values: CampaignFormValues): SectionContext;
  /** Where a conflict's merged values wait for the form to hold the current version. */
  handoff: MergeHandoff;
}

/**
 * Tree, active tab, checklist, footer and the leave-page confirmation, inside the form. It watches
 * only the fields the tab list depends on (timezone: today's date; the goal: a tab's name), so typing
 * in a section does not re-render it.
 */
export const EditorBody = ({ record, isAudio, shownRef, maxMarginRef, forPublish, contextOf, handoff }: EditorBodyProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const allowed = useSectionAllowed();
  const offset = useWatch<CampaignFormValues, 'timezone_offset_seconds'>({ name: 'timezone_offset_seconds' });
  const goal = useWatch<CampaignFormValues, 'bidding_strategy.goal'>({ name: 'bidding_strategy.goal' });
  const [maxMargin, setMaxMargin] = useState<number | undefined>(undefined);
  const context = useMemo(
    () => sectionContext(record, isAudio, offset, maxMargin),
    [record, isAudio, offset, maxMargin],
  );
  const shown = useMemo(() => shownSections(SECTIONS, allowed, context), [allowed, context]);
  useEffect(() => {
    shownRef.current = shown;
    maxMarginRef.current = maxMargin;
  }, [shown, maxMargin, shownRef, maxMarginRef]);

  const { tab, openTab } = useEditorTab(shown);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const focusOn = useCallback((field: string) => setFocus({ field, at: Date.now() }), []);
  const formError = useTimedMessage<string>(FORM_ERROR_MS);
  const [checklist, setChecklist] = useState<TabProblem[]>([]);
  const { isDirty } = useFormState<CampaignFormValues>();
  const guard = useLeaveConfirmation(isDirty);
  const conflict = useEditConflict({ record, shown, isAdministrator: allowed('administration'), handoff });

  const submit = useCampaignSubmit({
    record,
    shown,
    tab,
    openTab,
    focusOn,
    showFormError: formError.show,
    setChecklist,
    forPublish,
    contextOf,
    releaseGuard: guard.release,
    onConflict: conflict.conflicted,
  });
  const onOpen = useCallback(
    (next: EditorTab) => {
      setFocus(null);
      openTab(next);
    },
    [openTab],
  );

  const revisionCount = useRevisionCount(record, allowed('changeLog'));
  const active = shown.find((section) => section.tab === tab);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
      <EditorTree shown={shown} active={tab} onOpen={onOpen} record={record} revisionCount={revisionCount} />
      <Box component="section" aria-label={active ? translate(sectionLabel(active, goal)) : undefined} sx={{ minWidth: 0 }}>
        {formError.message && (
          <Alert severity="error" role="alert" data-testid="form-error" sx={{ mb: 2 }}>
            {translate(formError.message, { _: formError.message })}
          </Alert>
        )}
        <PublishChecklist problems={checklist} onGoTo={submit.goTo} />
        <EditorExtras record={record} allowed={allowed} onMaxMargin={setMaxMargin} />
        {active ? (
          <SectionView key={active.tab} section={active} record={record} context={context} focus={focus} />
        ) : (
          <Typography>{translate('campaign-editor.noSections')}</Typography>
        )}
        {/* The estimate follows the targeting, which only CAMPAIGN_TARGETING may see and set (the server
            refuses the call without it); an audio campaign's voice targeting has its spot estimate instead. */}
        {allowed('targeting') && !isAudio && (
          <Suspense fallback={null}>
            <AudienceEstimatePanel />
          </Suspense>
        )}
        <EditorFooter
          hasNext={nextFormTab(shown, tab) !== undefined}
          busy={submit.busy}
          pressed={submit.pressed}
          onCancel={() => navigate(lastListLocation())}
          onSave={() => void submit.save()}
          onPublish={() => void submit.publish()}
        />
      </Box>
      <UnsavedChangesDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
      <ConflictDialog offer={conflict.offer} onLoad={conflict.load} onDismiss={conflict.dismiss} />
    </Box>
  );
};
