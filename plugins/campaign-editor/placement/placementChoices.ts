import { DEVICE_TYPE } from '../../../src/api/contract';

/**
 * Minimum OS versions offered (spec 2 §9 lists no values: ours). One list of major versions for
 * Android (4.4 to 14) and iOS (9 to 17): the version is compared with the device's own OS, whichever
 * it is; none (null) means any version.
 */
export const MIN_OS_VERSIONS: readonly string[] = ['4.4', '5.0', '6.0', '7.0', '8.0', '9.0', '10.0', '11.0', '12.0', '13.0', '14.0', '15.0', '16.0', '17.0'];

/** Device types of spec 2 §9 (1 all, 2 all mobile, 3 iOS only, 4 Android only, 5 desktop only). */
export const DEVICE_TYPE_CHOICES = (Object.keys(DEVICE_TYPE) as (keyof typeof DEVICE_TYPE)[]).map((key) => ({
  id: DEVICE_TYPE[key],
  name: `campaign-editor.placement.deviceTypes.${key}`,
}));

/** Environment: 'all' is kept in the form and sent as none (spec 2 §3). */
export const ENVIRONMENT_CHOICES = (['all', 'app', 'site'] as const).map((id) => ({ id, name: `campaign-editor.placement.environments.${id}` }));
