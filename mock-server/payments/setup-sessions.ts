import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../src/api/contract';

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
/** Bounds the sessions kept in memory: the oldest go first when a caller keeps asking for new ones. */
const MAX_SESSIONS = 1000;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number): string => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

const bounded = <T>(map: Map<string, T>, key: string, value: T): void => {
  map.set(key, value);
  while (map.size > MAX_SESSIONS) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
};

const live = <T extends { expiresAt: number }>(map: Map<string, T>, key: string): T | null => {
  const entry = map.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= Date.now()) {
    map.delete(key);
    return null;
  }
  return entry;
};

/**
 * What the card processors remember between calls, in memory (a restart forgets them, as a provider
 * forgets an abandoned setup): setup secrets bound to a space, and the Ameria pages handed out. Both
 * are random and unguessable; a secret is spent by the card it saves.
 */
export const createSetupSessions = () => {
  const secrets = new Map<string, SetupSecret>();
  const ameria = new Map<string, AmeriaSession>();
  return {
    /** A Stripe-shaped SetupIntent client secret for the space. */
    newSecret(spaceId: number): string {
      const secret = `seti_${randomText(24)}_secret_${randomText(24)}`;
      bounded(secrets, secret, { spaceId, expiresAt: Date.now() + SETUP_LIFETIME_MS, pending: null });
      return secret;
    },
    secret: (secret: string) => live(secrets, secret),
    spend(secret: string): void {
      secrets.delete(secret);
    },
    /** Holds a card until the user answers the authentication step; answers the step's id. */
    holdForAuthentication(secret: string, card: PendingCard): string | null {
      const entry = live(secrets, secret);
      if (!entry) return null;
      entry.pending = { id: `auth_${randomText(24)}`, card };
      return entry.pending.id;
    },
    /** The bank page's id: 128 random bits as hex (the page's address is public, the id its only key). */
    newAmeriaSession(spaceId: number): string {
      const id = randomBytes(16).toString('hex');
      bounded(ameria, id, { spaceId, expiresAt: Date.now() + SETUP_LIFETIME_MS });
      return id;
    },
    ameriaSession: (id: string) => live(ameria, id),
    endAmeriaSession(id: string): void {
      ameria.delete(id);
    },
  };
};

export type SetupSessions = ReturnType<typeof createSetupSessions>;
