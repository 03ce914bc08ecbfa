import { apiClient } from '../api';
import type { AccessTable } from './accessTable';
import { createAuthProvider } from './authProvider';

/** The app's authProvider, on the app's one /v1 client, checking the app's one access table. */
export const createAppAuthProvider = (access: AccessTable) => createAuthProvider(apiClient, access);
