import { useState } from 'react';
import { Typography } from '@mui/material';
import { useInput, useTranslate, type Validator } from 'ra-core';
import { TextInput } from 'react-admin';
import { AUDIENCE_LIMITS } from '../../src/api/contract';
import { audienceFileProblem, audienceNameProblem } from '../../src/domain/audienceRules';
import { useFormat } from '../../src/format/useFormat';
import { DialogForm, type DialogClose, type FormRefusal } from '../../src/forms/FormDialog';
import { UploadBox } from '../../src/widgets/upload-box/UploadBox';
import { AudienceUploadProgress } from './AudienceUploadProgress';
import { uploadRefusal } from './uploadRefusal';
import { useAudienceUpload } from './useAudienceUpload';

interface StaticAudienceValues {
  name: string;
  file: File | null;
}

const START: StaticAudienceValues = { name: '', file: null };

/** The shared audience rules (src/domain/audienceRules.ts) as the form's validators, in the page's words. */
const nameField: Validator = Object.assign(
  (value: unknown) => {
    const problem = audienceNameProblem(typeof value === 'string' ? value : '');
    return problem ? `audiences.validation.${problem}` : undefined;
  },
  { isRequired: true },
);
const fileField: Validator = (value: unknown) => {
  const problem = audienceFileProblem(value instanceof File ? value : null);
  return problem ? `audiences.file.${problem}` : undefined;
};

/** The CSV file as a form value, chosen or dropped through the shared upload box. */
const AudienceFileInput = ({ busy }: { busy: boolean }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { field, fieldState } = useInput({ source: 'file', validate: fileField });
  const file = field.value instanceof File ? field.value : null;
  const error = fieldState.error?.message;
  return (
    <>
      <UploadBox
        label={translate('audiences.file.label')}
        hint={translate('audiences.file.hint')}
        accept=".csv,text/csv"
        busy={busy}
        error={error ? translate(error, { _: error }) : null}
        onFiles={(files) => field.onChange(files[0] ?? null)}
      />
      {file && (
        <Typography variant="body2" data-testid="audience-file">
          {translate('audiences.file.chosen', { name: file.name, size: format.count(Math.ceil(file.size / 1024)) })}
        </Typography>
      )}
    </>
  );
};

/** Name + file, and the upload's progress while it is sent. */
const StaticAudienceFields = ({ busy, sent }: { busy: boolean; sent: number }) => (
  <>
    <TextInput source="name" label="audiences.fields.name" validate={nameField} disabled={busy} slotProps={{ htmlInput: { maxLength: AUDIENCE_LIMITS.name } }} />
    <AudienceFileInput busy={busy} />
    {busy && <AudienceUploadProgress percent={sent} />}
  </>
);

/**
 * Static creation (spec 3 §5 "Audience upload"), the create dialog's second step, on the shared dialog
 * form: a name and a CSV file through the shared upload box. The browser checks what it can (name, a
 * CSV, the size, not empty) with the shared rules; the server reads every line and its refusals show
 * in place, in the page's language, every value kept. While the file travels a bar shows the
 * percentage sent (the client's upload reports it), then "checking the file" while the server counts
 * the lines. Closing with a name or a file chosen asks first.
 */
export const StaticAudienceForm = ({ open, closing, onDone }: { open: boolean; closing: DialogClose; onDone(): void }) => {
  const translate = useTranslate();
  const [sent, setSent] = useState(0);
  const upload = useAudienceUpload({ onSuccess: onDone });
  const save = {
    pending: upload.pending,
    run: ({ name, file }: StaticAudienceValues) => {
      setSent(0);
      // Whole percents: the bar moves on each one, not on every progress event. The rules let no
      // submit through without a file.
      return upload.run({ name, file: file as File, onProgress: ({ loaded, total }) => setSent(total > 0 ? Math.floor((loaded * 100) / total) : 0) });
    },
  };
  const refusal = (error: unknown): FormRefusal => {
    const { name, file, form } = uploadRefusal(error, translate);
    return { message: form ?? null, fields: { ...(name ? { name } : {}), ...(file ? { file } : {}) } };
  };
  return (
    <DialogForm open={open} closing={closing} defaultValues={START} save={save} refusal={refusal} submitLabel="audiences.create.upload" cancelLabel="audiences.create.cancel">
      <StaticAudienceFields busy={upload.pending} sent={sent} />
    </DialogForm>
  );
};
