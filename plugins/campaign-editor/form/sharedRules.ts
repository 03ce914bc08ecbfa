import { CAMPAIGN_RULES, type RulePart } from '../../../src/domain/campaign-rules/campaignRules';
import type { RuleContext, RuleProblem } from '../../../src/domain/campaign-rules/ruleProblem';
import type { SectionContext, SectionProblem } from '../sections/sectionContract';
import type { CampaignFormValues } from './campaignFormValues';
import { serverPathToFormPath, valuesToInput } from './campaignMapping';

/**
 * The editor's side of the one rule set (src/domain/campaign-rules), which the mock runs on every save
 * too: the form's values become the record the API would receive (the mapping that Save uses), a
 * part's rules run on it, and each problem's API path becomes the form's path, so it lands under its
 * input and on its tab. The record is built afresh on every run: the form's values object is the same
 * one, changed in place, from one keystroke to the next.
 */
export const toSectionProblem = (problem: RuleProblem): SectionProblem => ({
  field: serverPathToFormPath(problem.field),
  message: problem.message,
  ...(problem.args ? { args: problem.args } : {}),
});

/**
 * A part's shared rules on the form's values, as the section's problems. `extra` is what a section
 * alone decides (basic info: whether the start is held to today).
 */
export const sharedRuleProblems = (
  part: RulePart,
  values: CampaignFormValues,
  context: SectionContext,
  forPublish: boolean,
  extra: Pick<RuleContext, 'today'> = {},
): SectionProblem[] =>
  CAMPAIGN_RULES[part](valuesToInput(values), {
    publishing: forPublish,
    // The editor's own decision of which targeting tab the campaign has (sectionContext).
    isAudio: context.isAudio,
    ...(context.maxMargin !== undefined ? { maxMargin: context.maxMargin } : {}),
    ...extra,
  }).map(toSectionProblem);
