// Sales mode only (docs/product.md#sales-mode): the customer's details for the quote PDF, sent as
// `customer.*` query parameters of the PDF route, which accepts them only while sales mode is authorised.
import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';

export type CustomerDetails = {
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
};

const EMPTY: CustomerDetails = { name: '', company: '', email: '', phone: '', country: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Kept while the page is open, so the column and the phone sheet share what was typed. */
let kept: CustomerDetails = EMPTY;

export function customerEmailValid(email: string): boolean {
  return email.trim() === '' || (email.trim().length <= 254 && EMAIL.test(email.trim()));
}

export default function CustomerDetailsForm({
  onChange,
}: {
  onChange: (details: CustomerDetails, valid: boolean) => void;
}) {
  const { t } = useTranslation('sales');
  const titleId = useId();
  const [details, setDetails] = useState(kept);
  const [emailTouched, setEmailTouched] = useState(false);
  const valid = customerEmailValid(details.email);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent's callback is new on every render.
  useEffect(() => {
    kept = details;
    onChange(details, valid);
  }, [details, valid]);
  const field = (key: keyof CustomerDetails) => ({
    value: details[key],
    onChange: (value: string) => setDetails((current) => ({ ...current, [key]: value })),
  });
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId} data-testid="customer-details">
      <Title order={4} size="h5" id={titleId}>
        {t('customerTitle')}
      </Title>
      <Text size="xs">{t('customerHelp')}</Text>
      <TextBox label={t('customerName')} autoComplete="off" maxLength={200} {...field('name')} />
      <TextBox label={t('customerCompany')} autoComplete="off" maxLength={200} {...field('company')} />
      <TextBox
        label={t('customerEmail')}
        type="email"
        autoComplete="off"
        maxLength={254}
        {...field('email')}
        onBlur={() => setEmailTouched(true)}
        error={!valid && (emailTouched || details.email.length > 5) ? t('customerEmailInvalid') : undefined}
      />
      <TextBox label={t('customerPhone')} type="tel" autoComplete="off" maxLength={60} {...field('phone')} />
      <TextBox label={t('customerCountry')} autoComplete="off" maxLength={100} {...field('country')} />
    </Stack>
  );
}
