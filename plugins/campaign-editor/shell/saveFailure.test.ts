import { describe, expect, it } from 'vitest';
import { CODE, ERROR_CATALOGUE, type CampaignRecord } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import { PLUGINS } from '../../../src/app/plugins';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordToValues, valuesToInput } from '../form/campaignMapping';
import { FAILED_TO_SAVE_CHANGES, saveFailureMessage } from './saveFailure';

const backend = mockBackend();

/** A save of the advertiser's first campaign through the app's dataProvider, at a version the mock does not hold. */
const staleSave = async (): Promise<unknown> => {
  await backend.signIn('advertiser');
  const provider = backend.dataProvider(PLUGINS);
  const { data: record } = await provider.getOne<CampaignRecord>('campaigns', { id: 1000001 });
  const input = { ...valuesToInput(recordToValues(record)), version: record.version + 1 };
  return provider.update('campaigns', { id: record.id, data: input, previousData: record }).then(
    () => undefined,
    (error: unknown) => error,
  );
};

describe('saveFailureMessage', () => {
  it("shows the server's own message when the answer carries one", async () => {
    const error = await staleSave();
    expect(error).toMatchObject({ body: { code: CODE.VERSION_CONFLICT } });
    expect(saveFailureMessage(error)).toBe(ERROR_CATALOGUE[CODE.VERSION_CONFLICT]);
  });

  it("shows 'Failed To Save Changes' for a fault that carries no message of the server's", async () => {
    // What the client throws when the server cannot be reached (src/api/client.ts): the mock cannot send it.
    expect(saveFailureMessage(createApiError(undefined, 503, CODE.BACKEND_EXCEPTION))).toBe(FAILED_TO_SAVE_CHANGES);
    expect(saveFailureMessage(new TypeError('Failed to fetch'))).toBe(FAILED_TO_SAVE_CHANGES);
    expect(saveFailureMessage(undefined)).toBe(FAILED_TO_SAVE_CHANGES);
  });
});
