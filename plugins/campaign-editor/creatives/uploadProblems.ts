import { sizeLabel, type PixelSize, type UploadErrorReason } from '../../../src/api/contract';

/**
 * Why a file is refused, as the browser's check and the server's refusal both name it: the contract's
 * reason key and the values its message needs. The message's key is
 * campaign-editor.creatives.upload.<message>; its English text is the contract's UPLOAD_MESSAGES.
 */
export interface UploadProblem {
  reason: UploadErrorReason;
  /** The message key under campaign-editor.creatives.upload (a reason may have several, e.g. fileType). */
  message: string;
  args?: Record<string, string>;
}

const U = 'campaign-editor.creatives.upload';
export const uploadMessageKey = (problem: UploadProblem): string => `${U}.${problem.message}`;

export const bannerSizeProblem = (slot: PixelSize): UploadProblem => ({ reason: 'bannerSize', message: 'bannerSize', args: { size: sizeLabel(slot) } });
export const problem = (reason: UploadErrorReason, message: string = reason): UploadProblem => ({ reason, message });
