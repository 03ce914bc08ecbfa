import { randomBytes } from 'node:crypto';
import { CARD_SETUPS_PER_ACCOUNT_MAX, type PaymentMethod } from '../../src/api/contract';
import * as mockClock from '../clock';

/** A card waiting for the user's answer to the test vendor's authentication step. */
export type PendingCard = Omit<PaymentMethod, 'id' | 'is_default' | 'space_id'>;

interface SetupSecret {
  spaceId: number;
  expiresAt: number;
  /** The authentication step in progress, if the last card asked for one. */
  pending: { id: string; card: PendingCard } | null;
}

interface AmeriaSession {
  spaceId: number;
  expiresAt: number;
}

/** A setup secret or a bank page lives this long: long enough to type a card, short enough to forget. */
export const SETUP_LIFETIME_MS = 30 * 60_000;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number): string => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/**
 * Waiting setups of one kind, keyed by their random id and bounded per account
 * (CARD_SETUPS_PER_ACCOUNT_MAX): an account that keeps asking ends its own oldest, never another
 * account's (a shared bound let one account's 1,000 calls expire everyone's card form). Memory stays
 * bounded by the accounts times the cap; an expired setup is dropped when it is read or when its account
 * asks again.
 */
const createAccountSetups = <T extends { spaceId: number; expiresAt: number }>() => {
  const byId = new Map<string, T>();
  /** Each account's waiting ids, oldest first. */
  const byAccount = new Map<number, string[]>();
  const forget = (id: string): void => {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    const ids = (byAccount.get(entry.spaceId) ?? []).filter((one) => one !== id);
    if (ids.length === 0) byAccount.delete(entry.spaceId);
    else byAccount.set(entry.spaceId, ids);
  };
  return {
    put(id: string, entry: T): void {
      const now = mockClock.now();
      const waiting: string[] = [];
      for (const one of byAccount.get(entry.spaceId) ?? []) {
        if ((byId.get(one)?.expiresAt ?? 0) > now) waiting.push(one);
        else byId.delete(one);
      }
      waiting.push(id);
      byId.set(id, entry);
      while (waiting.length > CARD_SETUPS_PER_ACCOUNT_MAX) {
        const oldest = waiting.shift();
        if (oldest !== undefined) byId.delete(oldest);
      }
      byAccount.set(entry.spaceId, waiting);
    },
    /** The setup while it lives; an expired one is forgotten. */
    live(id: string): T | null {
      const entry = byId.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= mockClock.now()) {
        forget(id);
        return null;
      }
      return entry;
    },
    forget,
  };
};

/**
 * What the card processors remember between calls, in memory (a restart forgets them, as a provider
 * forgets an abandoned setup): setup secrets bound to a space, and the Ameria pages handed out. Both
 * are random and unguessable; a secret is spent by the card it saves.
 */
export const createSetupSessions = () => {
  const secrets = createAccountSetups<SetupSecret>();
  const ameria = createAccountSetups<AmeriaSession>();
  return {
    /** A Stripe-shaped SetupIntent client secret for the space. */
    newSecret(spaceId: number): string {
      const secret = `seti_${randomText(24)}_secret_${randomText(24)}`;
      secrets.put(secret, { spaceId, expiresAt: mockClock.now() + SETUP_LIFETIME_MS, pending: null });
      return secret;
    },
    secret: (secret: string) => secrets.live(secret),
    spend(secret: string): void {
      secrets.forget(secret);
    },
    /** Holds a card until the user answers the authentication step; answers the step's id. */
    holdForAuthentication(secret: string, card: PendingCard): string | null {
      const entry = secrets.live(secret);
      if (!entry) return null;
      entry.pending = { id: `auth_${randomText(24)}`, card };
      return entry.pending.id;
    },
    /** The bank page's id: 128 random bits as hex (the page's address is public, the id its only key). */
    newAmeriaSession(spaceId: number): string {
      const id = randomBytes(16).toString('hex');
      ameria.put(id, { spaceId, expiresAt: mockClock.now() + SETUP_LIFETIME_MS });
      return id;
    },
    ameriaSession: (id: string) => ameria.live(id),
    endAmeriaSession(id: string): void {
      ameria.forget(id);
    },
  };
};

export type SetupSessions = ReturnType<typeof createSetupSessions>;
