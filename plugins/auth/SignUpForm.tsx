import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Form, useGetList, useLocale, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { CURRENCIES, type CurrencyCode } from '../../src/api/contract';
import { emailField, requiredField } from '../../src/forms/validators';
import { useWhitelabel } from '../../src/whitelabel/WhitelabelContext';
import { humanVerifier as HumanVerifier } from '../../src/widgets/HumanVerification';
import { AgreeToTermsInput } from './AgreeToTermsInput';
import { SubmitButton } from './SubmitButton';
import { countryListOptions, type CountryRecord } from '../../src/data/referenceLists';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { submitErrors } from './submitErrors';

export interface SignUpValues {
  company_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  agree_with_tos?: boolean;
  currency?: CurrencyCode;
  country?: string;
}

const DEFAULTS: SignUpValues = { currency: 'USD', agree_with_tos: false };
const currencyChoices = CURRENCIES.map((code) => ({ id: code, name: code }));

/**
 * The registration form (spec 1 §2, §5): country, names, phone and email required; terms accepted;
 * company and currency optional (currency defaults to USD); submit stays disabled until every rule
 * passes and the human-verification step is done. A failed submit keeps every value.
 */
/** The country list is one unpaged answer; this asks for all of it. */
const COUNTRY_PAGE = 1000;

export const SignUpForm = ({ onRegistered }: { onRegistered(email: string): void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const locale = useLocale();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countries = useGetList<CountryRecord>('countries', { pagination: { page: 1, perPage: COUNTRY_PAGE } }, countryListOptions(locale));
  const whitelabel = useWhitelabel();

  const submit = async (values: SignUpValues) => {
    setError(null);
    try {
      await dataProvider.invoke('registrations', 'register', {
        agree_with_tos: values.agree_with_tos === true,
        company_name: values.company_name?.trim() ?? '',
        email: values.email?.trim() ?? '',
        first_name: values.first_name?.trim() ?? '',
        last_name: values.last_name?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        user_type_key: 1,
        currency: values.currency ?? 'USD',
        country: values.country ?? '',
        captcha_token: captcha ?? '',
      });
      onRegistered(values.email?.trim() ?? '');
      return undefined;
    } catch (failure) {
      const { message, fields } = submitErrors(failure);
      setError(message);
      return fields;
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={DEFAULTS} mode="onChange" noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {error && (
          <Alert severity="error" role="alert" data-testid="signup-error">
            {translate(error, { _: error })}
          </Alert>
        )}
        <TextInput source="company_name" label="auth.fields.companyName" fullWidth />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput source="first_name" label="auth.fields.firstName" validate={requiredField} fullWidth />
          <TextInput source="last_name" label="auth.fields.lastName" validate={requiredField} fullWidth />
        </Box>
        <TextInput source="email" label="auth.fields.email" type="email" validate={[requiredField, emailField]} fullWidth />
        <TextInput source="phone" label="auth.fields.phone" type="tel" validate={requiredField} fullWidth />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <SelectInput
            source="country"
            label="auth.fields.country"
            choices={countries.data ?? []}
            optionValue="iso_code"
            optionText="name"
            isPending={countries.isPending}
            validate={requiredField}
            fullWidth
          />
          <SelectInput source="currency" label="auth.fields.currency" choices={currencyChoices} fullWidth />
        </Box>
        <AgreeToTermsInput termsUrl={whitelabel.term_of_service_url} />
        <HumanVerifier onChange={setCaptcha} />
        <Box sx={{ mt: 1 }}>
          <SubmitButton label="auth.signup.submit" untilValid disabled={!captcha} />
        </Box>
      </Box>
    </Form>
  );
};
