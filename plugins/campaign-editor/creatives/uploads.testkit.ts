import { act, screen } from '@testing-library/react';
import { fixture } from '../../../mock-server/uploads/fixture-files';
import type { StoredFile } from '../../../mock-server/db/types';
import { fileAddress } from '../../../mock-server/uploads/stored-file';
import { CODE, ERROR_CATALOGUE, type UploadErrorData, type UploadErrorReason } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import type { MockBackend } from '../../../src/test/mockBackend';

/*
 * The creative sections' uploads go to the mock, which checks each file by its content: the tests
 * send its real fixtures (test-fixtures/creatives/) under the names the user would pick.
 */

/** A creative fixture as the user's file, under the name they chose. */
export const fixtureFile = (fixtureName: string, name: string, type: string): File => new File([new Uint8Array(fixture(fixtureName))], name, { type });

/** How the bench records an upload: its File as its name. */
export const uploadRecordedAs = { creativeUpload: ({ file, ...rest }: Record<string, unknown>) => ({ ...rest, fileName: (file as File).name }) };

/** The file the mock stored last under this name, and the address it serves it at. */
export const storedUpload = (backend: MockBackend, name: string): StoredFile & { url: string } => {
  const stored = backend.mock.store.state().files.filter((file) => file.file_name === name).at(-1);
  if (!stored) throw new Error(`the mock stored no file named ${name}`);
  return { ...stored, url: fileAddress(stored) };
};

/**
 * A refusal of a file the browser's check passed, as the mock words one (code 2, the reason key and
 * its text on `file`). The mock checks a file by the same rule as the browser, so it never refuses
 * what the browser let through: the tests of how such a refusal is shown make it by hand.
 */
export const uploadRefusal = (reason: UploadErrorReason, message: string): Error => {
  const data: UploadErrorData = { errors: { file: message }, reason };
  return createApiError(ERROR_CATALOGUE[CODE.INVALID_ARGUMENT], 400, CODE.INVALID_ARGUMENT, data);
};

/**
 * For a test on fake timers (setTimeout only): waits in real time, as a file's check or the mock's
 * answer comes in, until `find` finds something, and answers it. Testing Library's own waits run on
 * timers the fake clock holds.
 */
export const untilFound = async <T,>(find: () => T | null, what: string): Promise<T> => {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not show within 5 s`);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
};

/** The error toasts on the page (the notification bar's alerts), leaving out the alerts inside `besides`. */
export const toastsBesides = (besides: HTMLElement): HTMLElement[] => screen.queryAllByRole('alert').filter((alert) => !besides.contains(alert));
