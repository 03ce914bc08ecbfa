import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { TextInput } from 'react-admin';
import { BRANDING_COLOR_FIELDS, BRANDING_IMAGE_SLOTS, WHITELABEL_LIMITS, type WhitelabelRecord } from '../../../src/api/contract';
import { RESERVED_HELPER_LINE } from '../../../src/forms/reservedHelperLine';
import { ColorField } from './ColorField';
import { ContrastWarning } from './ContrastWarning';
import { CustomizationImageField } from './CustomizationImageField';
import { CustomizationSave } from './CustomizationSave';
import { customizationValues, nameRule, urlRule } from './customizationForm';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`} sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
};

/**
 * The customization form (spec 3 §2): images, colours, the name and links. It starts from the record
 * read; a successful save starts it again from the saved answer.
 */
export const CustomizationForm = ({ record, onConfirmed }: { record: WhitelabelRecord; onConfirmed: () => Promise<void> }) => (
  <Form record={customizationValues(record)} mode="onChange" noValidate>
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Section id="customization-general" title="admin.customization.sections.general">
        <TextInput source="name" label="admin.customization.fields.name" validate={nameRule} helperText={RESERVED_HELPER_LINE} slotProps={{ htmlInput: { maxLength: WHITELABEL_LIMITS.name } }} />
        <TextInput source="term_of_service_url" label="admin.customization.fields.terms" type="url" validate={urlRule} helperText={RESERVED_HELPER_LINE} slotProps={{ htmlInput: { maxLength: WHITELABEL_LIMITS.url } }} />
        <TextInput source="privacy_policy_url" label="admin.customization.fields.privacy" type="url" validate={urlRule} helperText={RESERVED_HELPER_LINE} slotProps={{ htmlInput: { maxLength: WHITELABEL_LIMITS.url } }} />
        <TextInput source="fb_page_id" label="admin.customization.fields.facebook" helperText={RESERVED_HELPER_LINE} slotProps={{ htmlInput: { maxLength: WHITELABEL_LIMITS.fb_page_id } }} />
      </Section>
      <Section id="customization-colors" title="admin.customization.sections.colors">
        {BRANDING_COLOR_FIELDS.map((field) => (
          <ColorField key={field} name={field} />
        ))}
      </Section>
      <Section id="customization-images" title="admin.customization.sections.images">
        {BRANDING_IMAGE_SLOTS.map((slot) => (
          <CustomizationImageField key={slot} slot={slot} />
        ))}
      </Section>
      <ContrastWarning />
      <CustomizationSave id={record.id} onConfirmed={onConfirmed} />
    </Stack>
  </Form>
);
