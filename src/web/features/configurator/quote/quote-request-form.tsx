// The quote request (docs/product.md#quotes): name, company, e-mail, country, phone, message and consent,
// checked here in the visitor's language and again by the server (whose field errors land on the same
// fields), a honeypot no person sees, the rate limit in words, and a confirmation in the visitor's language.
import { Anchor, Button, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { configurationFit, readOutputTarget, targetFigures } from '../../../../domain/output-target.ts';
import { SelectBox } from '../../../components/ui/native-fields/native-fields.tsx';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { Link } from '../../../components/ui/router-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSession } from '../../../kernel/session/session.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import { reportEvent } from '../../../lib/analytics/analytics.ts';
import { isLocalReference, preparedFor } from '../../../lib/offline/offline-session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { ConfiguratorSnapshot } from '../configurator-view.tsx';
import classes from './quote.module.css';
import {
  CALL_BACK_EVENT,
  callBackWaiting,
  drafts,
  emptyFields,
  type QuoteFields,
  takeCallBack,
} from './quote-drafts.ts';

type FieldName = Exclude<keyof QuoteFields, 'website'>;
export type FieldErrors = Partial<Record<FieldName, string>>;
type Translate = (key: string, options?: Record<string, string>) => string;

const FIELD_ORDER: FieldName[] = ['name', 'company', 'email', 'country', 'phone', 'message', 'consent'];
/** The message of each field in the visitor's language, whoever refused it. */
const FIELD_MESSAGES: Record<FieldName, string> = {
  name: 'nameRequired',
  company: 'companyRequired',
  email: 'emailInvalid',
  country: 'countryRequired',
  phone: 'phoneInvalid',
  message: 'messageTooLong',
  consent: 'consentRequired',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/.-]{5,40}$/;

/** The same rules as the server's requestQuote input, so most mistakes are caught before sending. */
function quoteFieldErrors(fields: QuoteFields, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const refuse = (field: FieldName) => {
    errors[field] = t(FIELD_MESSAGES[field]);
  };
  if (!fields.name.trim() || fields.name.trim().length > 200) refuse('name');
  if (!fields.company.trim() || fields.company.trim().length > 200) refuse('company');
  const email = fields.email.trim();
  if (!email || email.length > 254 || !EMAIL.test(email)) refuse('email');
  if (!/^[A-Z]{2}$/.test(fields.country)) refuse('country');
  if (fields.phone.trim() && !PHONE.test(fields.phone.trim())) refuse('phone');
  if (fields.message.trim().length > 4000) refuse('message');
  if (!fields.consent) refuse('consent');
  return errors;
}

/** The server's `error.data.fields` (path → English message) as the form's fields, in the visitor's words. */
function serverFieldErrors(error: unknown, t: Translate): FieldErrors | null {
  if (!(error instanceof TRPCClientError)) return null;
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields;
  if (!fields) return null;
  const errors: FieldErrors = {};
  for (const path of Object.keys(fields)) {
    const field = FIELD_ORDER.find((name) => name === path);
    if (field) errors[field] = t(FIELD_MESSAGES[field]);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Why a configuration could not be saved (it needs a code for the PDF and the request), in words. */
export function saveProblem(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('saveTooMany');
    if (code) return t('saveFailed', { message: error.message });
  }
  return t('saveOffline');
}

function problemOf(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('tooMany');
    if (code) return t('failed', { message: error.message });
  }
  return t('offline');
}

export function QuoteRequestForm({ snapshot }: { snapshot: ConfiguratorSnapshot }) {
  const { t } = useTranslation('quote');
  const trpc = useTRPC();
  const ids = { title: useId(), consent: useId(), consentError: useId(), honeypot: useId() };
  const { slug, model, locale } = snapshot;
  const [params] = useSearchParams();
  const { t: common } = useTranslation('common');
  const { units } = useUnits();
  // With the machine finder's output in the address, the message starts with it (docs/product.md#ux-target).
  const [fields, setFields] = useState<QuoteFields>(() => {
    const start = drafts.get(slug) ?? emptyFields(snapshot.selection.country);
    const target = readOutputTarget(params);
    if (!target || start.message.trim()) return start;
    const covers = configurationFit(model, snapshot.selection, target, units.freq).covers;
    const message = [
      t('targetMessage', targetFigures(target, locale)),
      target.application
        ? t('targetApplication', {
            application: common(`applications.${target.application}`, { defaultValue: target.application }),
          })
        : '',
      covers ? '' : t('targetNotCovered'),
    ];
    return { ...start, message: message.filter(Boolean).join(' ') };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ code: string; email: string; queued?: boolean } | null>(null);
  const userId = useSession().data?.user.id;
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const request = useMutation(trpc.publicConfigurator.requestQuote.mutationOptions());

  useEffect(() => {
    drafts.set(slug, { ...fields, consent: false });
  }, [slug, fields]);
  // "Call me back" next to the total: the message (unless one is typed) and the phone field. The column
  // and the phone's sheet may both hold this form: the one on screen takes it up.
  useEffect(() => {
    const apply = () => {
      const phone = refs.current.phone;
      if (!phone?.checkVisibility()) return;
      const message = takeCallBack(slug);
      if (message === undefined) return;
      setFields((current) => (current.message.trim() ? current : { ...current, message }));
      phone.focus();
    };
    const onCallBack = (event: Event) => {
      if ((event as CustomEvent<string>).detail === slug) apply();
    };
    // Asked before this form loaded.
    if (callBackWaiting(slug)) apply();
    window.addEventListener(CALL_BACK_EVENT, onCallBack);
    return () => window.removeEventListener(CALL_BACK_EVENT, onCallBack);
  }, [slug]);
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const set = <K extends keyof QuoteFields>(key: K, value: QuoteFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors(({ [key as FieldName]: _gone, ...rest }) => rest);
  };
  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = quoteFieldErrors(fields, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(t('checkFields'));
      focusFirst(found);
      return;
    }
    let code: string;
    setSaving(true);
    try {
      code = await snapshot.ensureCode();
    } catch (error) {
      setSaving(false);
      setProblem(saveProblem(error, t));
      return;
    }
    setSaving(false);
    const input = {
      code,
      name: fields.name.trim(),
      company: fields.company.trim(),
      email: fields.email.trim(),
      country: fields.country,
      phone: fields.phone.trim() || undefined,
      message: fields.message.trim() || undefined,
      consent: true as const,
      website: fields.website || undefined,
      locale,
    };
    const booth = preparedFor(userId) !== undefined;
    const done = (queued: boolean) => {
      if (!queued) reportEvent('quote_requested', { machine: slug });
      setSent({ code, email: input.email, queued });
      // At a booth the next request is another customer's: nothing of this one stays in the form.
      setFields((current) =>
        booth ? emptyFields(current.country) : { ...current, message: '', consent: false, website: '' },
      );
    };
    // On a trade-fair tablet without a connection, the request waits in the tablet's queue and is sent,
    // once, when the connection is back (docs/decisions/017-offline-trade-fair-tablet.md).
    const queue = async () => {
      const { queueQuote } = await import('../../../lib/offline/offline-queue.ts');
      await queueQuote(slug, input);
      done(true);
    };
    const queueable = booth;
    if (queueable && isLocalReference(code)) {
      await queue();
      return;
    }
    request.mutate(input, {
      onSuccess: () => done(false),
      onError: (error) => {
        if (queueable && error instanceof TRPCClientError && error.data === undefined) {
          void queue();
          return;
        }
        const mapped = serverFieldErrors(error, t);
        if (mapped) {
          setErrors(mapped);
          setProblem(t('checkFields'));
          focusFirst(mapped);
        } else setProblem(problemOf(error, t));
      },
    });
  };

  if (sent?.queued) {
    return (
      <section className={classes.thanks} aria-labelledby={ids.title} data-testid="quote-request-queued">
        <Title order={3} size="h4" id={ids.title} ref={thanksRef} tabIndex={-1}>
          {t('queuedTitle')}
        </Title>
        <Text size="sm">
          {t('queuedText', {
            email: sent.email,
            reference: isLocalReference(sent.code) ? sent.code : formatCode(sent.code),
          })}
        </Text>
        <Button variant="default" onClick={() => setSent(null)}>
          {t('another')}
        </Button>
      </section>
    );
  }
  if (sent) {
    return (
      <section className={classes.thanks} aria-labelledby={ids.title} data-testid="quote-request-sent">
        <Title order={3} size="h4" id={ids.title} ref={thanksRef} tabIndex={-1}>
          {t('thanksTitle')}
        </Title>
        <Text size="sm">{t('thanksText', { email: sent.email, code: formatCode(sent.code) })}</Text>
        <Button variant="default" onClick={() => setSent(null)}>
          {t('another')}
        </Button>
      </section>
    );
  }

  const pending = saving || request.isPending;
  const countries = model.choices.countries.map((country) => ({ value: country.iso, label: country.name }));
  const required = (label: string) => `${label} *`;
  return (
    <section className={classes.section} aria-labelledby={ids.title} data-testid="quote-request">
      <Title order={3} size="h4" id={ids.title}>
        {t('requestTitle')}
      </Title>
      <Text size="sm">{t('requestIntro')}</Text>
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextBox
          label={required(t('name'))}
          value={fields.name}
          onChange={(value) => set('name', value)}
          error={errors.name}
          autoComplete="name"
          required
          maxLength={200}
          inputRef={(element) => {
            refs.current.name = element;
          }}
        />
        <TextBox
          label={required(t('company'))}
          value={fields.company}
          onChange={(value) => set('company', value)}
          error={errors.company}
          autoComplete="organization"
          required
          maxLength={200}
          inputRef={(element) => {
            refs.current.company = element;
          }}
        />
        <TextBox
          label={required(t('email'))}
          type="email"
          value={fields.email}
          onChange={(value) => set('email', value)}
          error={errors.email}
          autoComplete="email"
          required
          maxLength={254}
          inputRef={(element) => {
            refs.current.email = element;
          }}
        />
        <SelectBox
          label={required(t('country'))}
          value={fields.country}
          options={[{ value: '', label: t('chooseCountry') }, ...countries]}
          onChange={(value) => set('country', value)}
          error={errors.country}
          autoComplete="country"
          required
          selectRef={(element) => {
            refs.current.country = element;
          }}
        />
        <TextBox
          label={t('phone')}
          type="tel"
          value={fields.phone}
          onChange={(value) => set('phone', value)}
          error={errors.phone}
          autoComplete="tel"
          maxLength={40}
          inputRef={(element) => {
            refs.current.phone = element;
          }}
        />
        <TextBox
          label={t('message')}
          multiline
          value={fields.message}
          onChange={(value) => set('message', value)}
          error={errors.message}
          maxLength={4000}
          inputRef={(element) => {
            refs.current.message = element;
          }}
        />
        <div aria-hidden="true" className={classes.honeypot}>
          <label htmlFor={ids.honeypot}>{t('honeypot')}</label>
          <input
            id={ids.honeypot}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={(event) => set('website', event.currentTarget.value)}
          />
        </div>
        <div>
          <label className={classes.consent} htmlFor={ids.consent}>
            <input
              id={ids.consent}
              type="checkbox"
              checked={fields.consent}
              onChange={(event) => set('consent', event.currentTarget.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? ids.consentError : undefined}
              required
              ref={(element) => {
                refs.current.consent = element;
              }}
            />
            <span>{`${t('consent')} *`}</span>
          </label>
          <Anchor component={Link} to="/configurator/data-protection" size="sm" target="_blank">
            {t('privacyLink')}
          </Anchor>
          {errors.consent && (
            <div id={ids.consentError} className={classes.error}>
              {errors.consent}
            </div>
          )}
        </div>
        {problem && (
          <Text size="sm" className={classes.error} role="alert" data-testid="quote-request-problem">
            {problem}
          </Text>
        )}
        <Button type="submit" loading={pending}>
          {pending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
