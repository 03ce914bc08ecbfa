import type { DspPlugin } from '../plugins/contract';
import { withPluginMessages } from '../i18n/pluginMessages';
import auth from '../../plugins/auth';
import campaigns from '../../plugins/campaigns';
import campaignEditor from '../../plugins/campaign-editor';
import profile from '../../plugins/profile';
import telco from '../../plugins/telco';
import audiences from '../../plugins/audiences';
import events from '../../plugins/events';
import transactions from '../../plugins/transactions';
import reports from '../../plugins/reports';
import billing from '../../plugins/billing';
import traffic from '../../plugins/traffic';
import settings from '../../plugins/settings';
import profileWhitelabel from '../../plugins/profile-whitelabel';
import admin from '../../plugins/admin';

/**
 * The one explicit list of product areas composed into the app (ARCHITECTURE.md), each page loading
 * its plugin's messages with its code.
 */
export const PLUGINS: readonly DspPlugin[] = withPluginMessages([
  auth, campaigns, campaignEditor, profile, telco, audiences, events, transactions, reports, billing, traffic, settings, profileWhitelabel, admin,
]);
