import type { MailboxEntry } from './mock-admin-api';
import * as mockClock from './clock';

/**
 * Where the mock "sends" email: kept in memory (a restart empties it) and readable by tests through
 * GET /__mock/mailbox. The link is also logged so a developer can follow it by hand.
 */
export interface Mailbox {
  send(entry: Omit<MailboxEntry, 'at'>): MailboxEntry;
  /** Newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): MailboxEntry[];
  clear(): void;
}

export const createMailbox = (log: (message: string) => void): Mailbox => {
  let entries: MailboxEntry[] = [];
  return {
    send: (entry) => {
      const sent: MailboxEntry = { ...entry, at: mockClock.nowDate().toISOString() };
      entries.push(sent);
      log(`[mock mail] to ${sent.to}: ${sent.subject} ${sent.link}`);
      return sent;
    },
    list: (to) => {
      const wanted = to?.trim().toLowerCase();
      return entries.filter((e) => !wanted || e.to.toLowerCase() === wanted).reverse();
    },
    clear: () => {
      entries = [];
    },
  };
};
