import type { AdminCampaignComment, AdminCampaignDetails, CampaignPhase } from '../../src/api/contract';
import type { DbState, StoredCampaign, StoredCampaignNote } from '../db/types';

const DEFAULT_PHASE: CampaignPhase = 'N/A';

/** The phase of every campaign that has notes (the list reads them all at once). */
export const phasesById = (state: DbState): Map<number, CampaignPhase> => new Map(state.campaign_notes.map((n) => [n.campaign_id, n.phase]));

export const noteOf = (state: DbState, campaignId: number): StoredCampaignNote | undefined => state.campaign_notes.find((n) => n.campaign_id === campaignId);

/** The note of a campaign, made on first write. Call inside store.mutate(). */
export const writableNote = (state: DbState, campaignId: number): StoredCampaignNote => {
  const found = noteOf(state, campaignId);
  if (found) return found;
  const made: StoredCampaignNote = { campaign_id: campaignId, phase: DEFAULT_PHASE, comments: [] };
  state.campaign_notes.push(made);
  return made;
};

/** The comments of a campaign by ISO day. */
export const commentsByDay = (state: DbState, campaignId: number): Map<string, string> =>
  new Map((noteOf(state, campaignId)?.comments ?? []).map((c) => [c.day, c.comment]));

/** GET /v1/campaign/admin/{id}'s details: the phase and every daily comment, newest day first. */
export const campaignDetails = (state: DbState, c: StoredCampaign): AdminCampaignDetails => {
  const note = noteOf(state, c.id);
  const comments: AdminCampaignComment[] = [...(note?.comments ?? [])].sort((a, b) => b.day.localeCompare(a.day));
  return { id: c.id, name: c.name, space_id: c.space_id, phase: note?.phase ?? DEFAULT_PHASE, comments };
};
