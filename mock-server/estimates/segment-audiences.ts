import { CODE, type SegmentAudience, type SegmentAudiences } from '../../src/api/contract';
import { inReach } from '../caller-reach';
import { canActOnSpace, type Caller } from '../context';
import type { StoredAudience } from '../db/types';

export type SegmentAudiencesCheck =
  | { ok: true; audienceOf: (id: number) => SegmentAudience | undefined }
  | { ok: false; code: typeof CODE.AUDIENCE_NOT_FOUND | typeof CODE.ILLEGAL_ACTION };

/**
 * The segment audiences an estimate names, checked against the caller: an unknown id (or another
 * white-label's) is 180, another space's 3 (administrators may name any of their white-label). The audience estimate and the forecast read them alike.
 * A deleted audience a saved campaign still names matches nobody (routes/audiences.ts).
 */
export const checkSegmentAudiences = (caller: Caller, audiences: readonly StoredAudience[], chosen: SegmentAudiences): SegmentAudiencesCheck => {
  const { include_any: includeAny, include, exclude } = chosen;
  for (const id of [...includeAny, ...include, ...exclude]) {
    const audience = inReach(caller, audiences.find((a) => a.id === id));
    if (!audience) return { ok: false, code: CODE.AUDIENCE_NOT_FOUND };
    if (!canActOnSpace(caller, audience.space_id)) return { ok: false, code: CODE.ILLEGAL_ACTION };
  }
  return {
    ok: true,
    audienceOf: (id: number) => {
      const audience = audiences.find((a) => a.id === id);
      return audience?.deleted_at === undefined ? audience : { ...audience, row_count: 0 };
    },
  };
};
