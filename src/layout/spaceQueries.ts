import type { Space, SpaceBalance } from '../api/contract';
import type { AppDataProvider } from '../data/dataProvider';
import { getOneQuery, invokeQuery } from '../data/queries';

/** The space the session acts on (spaces.getOne): name, currency, payment settings. */
export const spaceQuery = (dataProvider: AppDataProvider, spaceId: number | null) => ({
  ...getOneQuery<Space>(dataProvider, 'spaces', spaceId),
  staleTime: 60_000,
});

/** The current space's balance (spaces.balance); refetched after an account switch. */
export const balanceQuery = (dataProvider: AppDataProvider, spaceId: number | null) => ({
  ...invokeQuery<SpaceBalance>(dataProvider, 'spaces', 'balance', spaceId === null ? null : { id: spaceId }),
  staleTime: 30_000,
});
