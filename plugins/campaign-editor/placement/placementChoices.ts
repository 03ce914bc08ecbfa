import { DEVICE_TYPE } from '../../../src/api/contract';
import { MIN_OS_VERSIONS } from '../../../src/domain/campaign-rules/placementRules';

/** Minimum OS versions offered: the shared rules' list (src/domain/campaign-rules/placementRules.ts). */
export { MIN_OS_VERSIONS };

/** Device types of spec 2 §9 (1 all, 2 all mobile, 3 iOS only, 4 Android only, 5 desktop only). */
export const DEVICE_TYPE_CHOICES = (Object.keys(DEVICE_TYPE) as (keyof typeof DEVICE_TYPE)[]).map((key) => ({
  id: DEVICE_TYPE[key],
  name: `campaign-editor.placement.deviceTypes.${key}`,
}));

/** Environment: 'all' is kept in the form and sent as none (spec 2 §3), by form/campaignMapping.ts. */
export const ENVIRONMENT_CHOICES = (['all', 'app', 'site'] as const).map((id) => ({ id, name: `campaign-editor.placement.environments.${id}` }));
