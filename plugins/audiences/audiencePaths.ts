import type { Audience } from '../../src/api/contract';

/** The audience routes (spec 3 §2). */
export const AUDIENCE_LIST_PATH = '/audiences';
export const AUDIENCE_CREATE_PATH = '/audience/create';
export const audienceEditPath = (id: number): string => `/audience/edit/${id}`;
export const audienceDetailsPath = (id: number): string => `/audience/details/${id}`;

/** A name opens the details of a static audience and the builder of a dynamic one. */
export const audiencePath = (audience: Pick<Audience, 'id' | 'type'>): string =>
  audience.type === 'dynamic' ? audienceEditPath(audience.id) : audienceDetailsPath(audience.id);
