import { useState } from 'react';
import { Avatar, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PROFILE_IMAGE_FIELD, type User } from '../api/contract';
import { isApiError } from '../api/HttpError';
import { ACCOUNT_USERS } from '../data/coreResources';
import { useInvokeQuery } from '../data/useInvokeQuery';
import { useWrite } from '../data/useWrite';
import { PROFILE_IMAGE_ACCEPT, profileImageFileProblem } from '../domain/profileImage';
import { UploadBox } from '../widgets/upload-box/UploadBox';
import { useBlobUrl } from './useBlobUrl';
import { useStoreSavedUser } from './useAccountUser';

/**
 * The profile picture (spec 3 §5: png, jpg, jpeg; §9: under 500000 bytes): the 128x128 copy beside an
 * upload box. A chosen file is checked by name and size here (the server checks its content) and
 * uploaded at once: a picture is a whole change of its own, not a value of the personal info form.
 */
export const ProfilePictureField = ({ user, readOnly }: { user: User; readOnly: boolean }) => {
  const translate = useTranslate();
  const storeSaved = useStoreSavedUser();
  const [problem, setProblem] = useState<string | null>(null);
  const pictureId = user.profile_picture?.picture_id ?? null;
  const { data: picture } = useInvokeQuery<Blob>(ACCOUNT_USERS, 'picture', pictureId === null ? null : { pictureId, size: 'small' }, { staleTime: Infinity, retry: false });
  const url = useBlobUrl(pictureId === null ? undefined : picture);

  const uploading = useWrite({
    write: (dataProvider, file: File) => dataProvider.invoke<User>(ACCOUNT_USERS, 'uploadPicture', { file, userId: user.id }),
    onSuccess: storeSaved,
    // The server's words under the box where the file was chosen: its reason for the file (an HTML
    // page named .png), else its message (code 8 "Original image is too big").
    onFailure: (error) =>
      setProblem(isApiError(error) ? (error.body.errors?.[PROFILE_IMAGE_FIELD.file] ?? error.message) : translate('core.errors.somethingWentWrong')),
    notifyFailure: false,
  });
  const upload = (file: File) => {
    const local = profileImageFileProblem(file);
    if (local) {
      setProblem(translate(`core.account.picture.${local}`));
      return;
    }
    setProblem(null);
    void uploading.run(file);
  };
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={url ?? undefined} alt={translate('core.account.picture.alt', { name })} sx={{ width: 64, height: 64 }} data-testid="profile-picture" data-loaded={url ? 'true' : undefined} />
      <UploadBox
        label={translate('core.account.picture.label')}
        hint={translate('core.account.picture.hint')}
        accept={PROFILE_IMAGE_ACCEPT}
        busy={uploading.pending}
        disabled={readOnly}
        error={problem}
        onFiles={([file]) => file && upload(file)}
      />
    </Stack>
  );
};
