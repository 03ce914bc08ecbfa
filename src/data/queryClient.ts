import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache, created at boot rather than inside react-admin so that the opening
 * page's data can be requested into it before the first render (react-admin's own default is a
 * plain `new QueryClient()`, so behaviour is unchanged).
 */
export const createQueryClient = (): QueryClient => new QueryClient();
