import type { PaymentVendor } from '../../src/api/contract';
import type { StoredSpace } from '../db/types';
import type { RuntimeSettings } from '../settings';
import { AMERIA_ACCOUNT } from '../seed/facts';

/**
 * An account's payment vendor (spec 3 §3 "User account detail" payment_vendor; the spec does not say
 * where it comes from). Ours: a per-account fact derived, not stored (no schema change): the seeded
 * Ameria account pays through ameria, every other one through the mock's vendor setting
 * (MOCK_PAYMENT_VENDOR / `/__mock/settings { paymentVendor }`, `test` by default), the same vendor
 * the card setup call answers.
 */
export const paymentVendorOf = (space: Pick<StoredSpace, 'id'>, settings: Pick<RuntimeSettings, 'paymentVendor'>): PaymentVendor =>
  space.id === AMERIA_ACCOUNT.spaceId ? 'ameria' : settings.paymentVendor;
