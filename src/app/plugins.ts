import type { DspPlugin } from '../plugins/contract';
import auth from '../../plugins/auth';
import campaigns from '../../plugins/campaigns';

/** The one explicit list of product areas composed into the app (ARCHITECTURE.md). */
export const PLUGINS: readonly DspPlugin[] = [auth, campaigns];
