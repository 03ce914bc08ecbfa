import type { Application } from 'express';
import type { RouteContext } from '../context';

/**
 * The campaign editor's supporting calls (spec 2 §7): dictionaries, max margin, traffic sources, the
 * app promotion lookup and the account manager search. Filled by the editor's mock work (issue #10).
 */
export const registerCampaignEditorSupportRoutes = (_app: Application, _ctx: RouteContext): void => {};
