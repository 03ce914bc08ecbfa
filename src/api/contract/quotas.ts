/**
 * Record quotas (ours; the spec names none): how many records of a kind one owner may hold. Past it a
 * create is refused with QUOTA_REACHED (code 1600) and the kind's message under `errors.name`, so a
 * growing account meets a clear refusal rather than a slower server. Each kind is counted where its
 * list is kept: audiences and cards per account (space), saved report views per person (the list and
 * its deletes are the person's own, so another member's views can never fill it).
 */
export const RECORD_QUOTAS = {
  /** Live audiences of an account; a deleted one frees its place. */
  audiences: 500,
  /** Saved report views of one person. */
  report_views: 100,
  /** Saved payment cards of an account (the card form answers its own decline, `too_many_cards`). */
  payment_methods: 20,
} as const;

export type QuotaKind = keyof typeof RECORD_QUOTAS;

/** What a refused create says, in the words a form shows under the name. */
export const QUOTA_MESSAGES: Record<QuotaKind, string> = {
  audiences: `An account holds at most ${RECORD_QUOTAS.audiences} audiences: delete one first.`,
  report_views: `You can keep at most ${RECORD_QUOTAS.report_views} saved views: delete one first.`,
  payment_methods: `An account holds at most ${RECORD_QUOTAS.payment_methods} cards: remove one first.`,
};

/** The data of a QUOTA_REACHED answer: the message under the name, and which quota it was. */
export interface QuotaRefusalData {
  errors: { name: string };
  quota: { kind: QuotaKind; limit: number };
}

/** Whether an owner holding `held` records of `kind` may add one more. */
export const hasRoomFor = (kind: QuotaKind, held: number): boolean => held < RECORD_QUOTAS[kind];
