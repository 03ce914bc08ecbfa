import type { Audience } from '../../src/api/contract';
import { useWrite, type WriteOptions } from '../../src/data/useWrite';
import { AUDIENCES_RESOURCE } from './audiencesResource';
import type { AudienceUploadParams } from './audiencesApi';

type UploadCallbacks = Pick<WriteOptions<AudienceUploadParams, Audience>, 'onSuccess' | 'onFailure'>;

/**
 * The static upload (a named call); the list is asked again once the server has answered. Its
 * refusals are said in place, under the name or the file (uploadRefusal.ts), not in the notification bar.
 */
export const useAudienceUpload = (callbacks: UploadCallbacks) =>
  useWrite({
    write: (dataProvider, params: AudienceUploadParams) => dataProvider.invoke<Audience>(AUDIENCES_RESOURCE, 'upload', params),
    invalidates: [[AUDIENCES_RESOURCE]],
    notifyFailure: false,
    ...callbacks,
  });
