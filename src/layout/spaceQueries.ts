import { queryOptions } from '@tanstack/react-query';
import type { Space, SpaceBalance } from '../api/contract';
import { apiClient } from '../api';

/** The space the session acts on (GET /v1/space/{id}): name, currency, payment settings. */
export const spaceQuery = (spaceId: number | null) =>
  queryOptions({
    queryKey: ['space', spaceId],
    queryFn: ({ signal }) => apiClient.request<Space>(`/v1/space/${spaceId}`, { signal }),
    enabled: spaceId !== null,
    staleTime: 60_000,
  });

/** The current space's balance (GET /v1/space/balance/{id}); refetched after an account switch. */
export const balanceQuery = (spaceId: number | null) =>
  queryOptions({
    queryKey: ['space', 'balance', spaceId],
    queryFn: ({ signal }) => apiClient.request<SpaceBalance>(`/v1/space/balance/${spaceId}`, { signal }),
    enabled: spaceId !== null,
    staleTime: 30_000,
  });
