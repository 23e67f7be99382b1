// Save (docs/product.md#codes): the code (8 Crockford symbols, grouped 4-4 so it can be read aloud), a
// copyable link and a QR code of the link. The last code per machine goes to local storage. A save may
// carry a name, and a sales user's the customer it is for (docs/product.md#saved-configurations): both go
// to "My configurations".
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { Suspense, useEffect, useState } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { can } from '../../../../domain/permissions.ts';
import { CUSTOMER_MAX, checkLabel, SAVED_NAME_MAX } from '../../../../domain/saved-configurations.ts';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { Link } from '../../../components/ui/router-link.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { useSession } from '../../../kernel/session/session.tsx';
import { readLastConfigurationCode } from '../../../lib/last-configuration-codes.ts';
import { codeLinkPath } from '../state/code-link.ts';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import { type Translate, useTexts } from '../texts.tsx';

import { loadSavedResult, type SaveState } from './use-save-configuration.ts';

// What a save shows (the code, its link and QR code) loads when the visitor saves, not with the page.
const SavedResult = lazyPage('configurator-saved-result', loadSavedResult, (m) => m.default);

type Field = 'name' | 'customer';

/** The field a refused save names (the server's input check), when it is one of the save's own. */
function refusedField(error: unknown): Field | null {
  if (!(error instanceof TRPCClientError)) return null;
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  return 'name' in fields ? 'name' : 'customer' in fields ? 'customer' : null;
}

function saveErrorText(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('saveTooMany');
    if (!code) return t('saveOffline');
    return t('saveFailed', { message: error.message });
  }
  return t('saveOffline');
}

/** The optional name (and, for a sales user, customer) and the Save button. */
function SaveForm({
  selection,
  model,
  price,
  state,
}: {
  selection: Selection;
  model: MachineModel;
  price: LivePrice;
  state: SaveState;
}) {
  const { t } = useTexts();
  const session = useSession();
  const keepsList =
    session.status === 'authenticated' && can(session.data?.user.role, 'savedConfigurations.keep');
  const [name, setName] = useState('');
  const [customer, setCustomer] = useState('');
  const [problem, setProblem] = useState<{ field: Field; length: number; max: number } | null>(null);
  const { saved, pending, paused, error } = state;
  // A saved name belongs to that code: the next save starts without it.
  useEffect(() => {
    if (!saved) return;
    setName('');
    setCustomer('');
  }, [saved]);
  const refused = refusedField(error);
  const save = () => {
    const checkedName = checkLabel(name, SAVED_NAME_MAX);
    const checkedCustomer = checkLabel(keepsList ? customer : '', CUSTOMER_MAX);
    if (!checkedName.ok) return setProblem({ field: 'name', ...checkedName });
    if (!checkedCustomer.ok) return setProblem({ field: 'customer', ...checkedCustomer });
    setProblem(null);
    state.save(selection, {
      name: checkedName.value,
      customer: checkedCustomer.value,
      model,
      price,
    });
  };
  const errorOf = (field: Field) =>
    problem?.field === field
      ? t('labelTooLong', { max: problem.max, length: problem.length })
      : refused === field
        ? t('labelRefused')
        : undefined;
  return (
    <Stack gap={6}>
      <TextBox
        label={t('saveName')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (problem?.field === 'name') setProblem(null);
        }}
        onEnter={save}
        autoComplete="off"
        error={errorOf('name')}
        testId="save-name"
      />
      {keepsList && (
        <TextBox
          label={t('saveCustomer')}
          value={customer}
          onChange={(value) => {
            setCustomer(value);
            if (problem?.field === 'customer') setProblem(null);
          }}
          onEnter={save}
          autoComplete="off"
          error={errorOf('customer')}
          testId="save-customer"
        />
      )}
      <Button onClick={save} loading={pending} fullWidth>
        {pending ? t('saving') : t('save')}
      </Button>
      {paused && (
        <Text size="sm" role="status" data-testid="save-waiting">
          {t('saveWaitingOnline')}
        </Text>
      )}
    </Stack>
  );
}

export function SavePanel({
  slug,
  selection,
  model,
  price,
  state,
  variant,
  part = 'all',
}: {
  slug: string;
  selection: Selection;
  model: MachineModel;
  price: LivePrice;
  state: SaveState;
  variant: 'public' | 'internal';
  /** the button alone (the price dock), what a save shows alone (the summary below it), or both */
  part?: 'button' | 'result' | 'all';
}) {
  const { t } = useTexts();
  const { saved, error } = state;
  const last = saved ? null : readLastConfigurationCode(slug);
  const form = <SaveForm selection={selection} model={model} price={price} state={state} />;
  if (part === 'button') return form;
  return (
    <Stack gap="sm">
      {part === 'all' && form}
      {error && !refusedField(error) && (
        <Text size="sm" c="red.9" role="alert">
          {saveErrorText(error, t)}
        </Text>
      )}
      {saved && (
        <Suspense fallback={null}>
          <SavedResult slug={slug} saved={saved} selection={selection} onSent={state.sent} />
        </Suspense>
      )}
      {last && (
        <Text size="sm">
          {t('lastCode', { code: formatCode(last.code) })}{' '}
          <Anchor component={Link} to={codeLinkPath(variant, slug, last.code)}>
            {t('openLastCode')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
