import { useQuery } from '@tanstack/react-query';
import { useCurrentSpaceId } from '../auth/useAccountSwitch';
import { useAppDataProvider } from '../data/useInvokeQuery';
import { balanceQuery, spaceQuery } from './spaceQueries';

/** The space the session acts on: name, currency, payment settings. */
export const useCurrentSpace = () => useQuery(spaceQuery(useAppDataProvider(), useCurrentSpaceId()));

/** The current space's balance, shown in the top bar. */
export const useBalance = () => useQuery(balanceQuery(useAppDataProvider(), useCurrentSpaceId()));
