import { apiClient } from '../api';
import { createAuthProvider } from './authProvider';

/** The app's one authProvider, on the app's one /v1 client. */
export const authProvider = createAuthProvider(apiClient);
