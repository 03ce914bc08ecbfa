import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AppPromotionInfo, AppPromotionLookupRequest } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';

const AP = 'bidding_strategy.app_promotion';
/** Spec 2 §9: resource look-ups wait 300 ms after the last keystroke. */
export const APP_LOOKUP_DEBOUNCE_MS = 300;

/** Native ad limits (spec 2 §5): headline 25 characters, star rating 1-5 (whole stars). */
const HEADLINE_MAX = 25;
const stars = (rating: number): number => Math.max(1, Math.min(5, Math.round(rating)));

/** What the store's answer fills in: the app's name and the native ad metadata it knows. */
const filledFields = (app: AppPromotionInfo): [string, string | number][] => [
  [`${AP}.app_name`, app.app_name],
  [`${AP}.metadata.headline`, app.app_name.slice(0, HEADLINE_MAX)],
  [`${AP}.metadata.advertiser`, app.developer],
  [`${AP}.metadata.price`, app.price],
  [`${AP}.metadata.starRating`, stars(app.star_rating)],
];

const keyOf = (platform: string, bundleId: string): string => `${platform}|${bundleId.trim()}`;

/**
 * Spec 2 §5: the app is looked up (POST /v1/campaign/app/promotion) once platform and bundle id are both
 * set, and its name and metadata fill the form. The app a stored campaign opened with is shown but
 * fills nothing unless its name is empty: the advertiser may have edited what the store said, and
 * opening a campaign must leave the form clean. An unknown app answers 1311, whose message the
 * caller shows.
 */
export const useAppLookup = () => {
  const { getValues, setValue } = useFormContext();
  const [platform, bundleId] = useWatch({ name: [`${AP}.app_platform_type`, `${AP}.bundle_id`] }) as [string, string];
  const typed = useDebouncedValue((bundleId ?? '').trim(), APP_LOOKUP_DEBOUNCE_MS);
  const params: AppPromotionLookupRequest | null =
    (platform === 'ios' || platform === 'android') && typed ? { app_platform_type: platform, bundle_id: typed } : null;
  const query = useInvokeQuery<AppPromotionInfo>('campaign-editor', 'appPromotion', params, { retry: false, staleTime: Infinity });

  const app = params ? query.data : undefined;
  const openedWith = useRef(keyOf(platform ?? '', bundleId ?? ''));
  useEffect(() => {
    if (!app) return;
    if (keyOf(app.app_platform_type, app.bundle_id) === openedWith.current && getValues(`${AP}.app_name`)) return;
    filledFields(app).forEach(([name, value]) => {
      if (getValues(name) !== value) setValue(name, value, { shouldDirty: true });
    });
  }, [app, getValues, setValue]);

  return { app, error: params && query.error instanceof Error ? query.error : null, isLooking: params !== null && query.isFetching };
};
