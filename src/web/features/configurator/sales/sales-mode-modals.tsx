// The modals of trade-fair mode (docs/product.md#trade-fair-mode): the sales login with the PIN (title
// "salesLogin", a wrong PIN shows "invalidPin" in red), and the notice after the idle time-out (title
// "tradeFairModeDisabled", OK). Loaded only when one of them opens.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useRef, useState } from 'react';
import type { SalesModeStatus } from '../../../../domain/sales-mode.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSession } from '../../../kernel/session/session.tsx';
import { offlineSalesMode, setOfflineAudience } from '../../../lib/offline/offline-session.ts';
import { useTRPC } from '../../../lib/trpc.ts';

const NAMESPACE = 'sales';

function codeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

export function PinModal({
  onClose,
  onAuthorised,
}: {
  onClose: () => void;
  onAuthorised: (status: SalesModeStatus) => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useMutation(trpc.publicConfigurator.validateTradeFairModePin.mutationOptions());
  const [finishing, setFinishing] = useState(false);
  const userId = useSession().data?.user.id;

  /**
   * Without a connection, a trade-fair tablet checks the PIN against the verifier the server handed over
   * (lib/offline/offline-pin.ts); true when it did (right or wrong), false when it cannot.
   */
  const checkOffline = async (typed: string): Promise<boolean> => {
    if (!userId) return false;
    const { checkPinOffline } = await import('../../../lib/offline/offline-pin-check.ts');
    const valid = await checkPinOffline(userId, typed).catch(() => undefined);
    if (valid === undefined) return false;
    if (!valid) {
      setError(t('invalidPin'));
      setPin('');
      input.current?.focus();
      return true;
    }
    setFinishing(true);
    // The sales-mode models come first (the service worker answers with them from now on), then the
    // figures show; the status stays the server's, with the tablet's authorisation over it.
    setOfflineAudience('sales');
    await onAuthorised({ available: true, needsPin: true, authorised: false, expiresAt: null });
    offlineSalesMode.set(true);
    onClose();
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.trim() === '') {
      setError(t('pinRequired'));
      input.current?.focus();
      return;
    }
    setError(null);
    check.mutate(
      { pin: pin.trim() },
      {
        onSuccess: async ({ valid }) => {
          if (!valid) {
            setError(t('invalidPin'));
            setPin('');
            input.current?.focus();
            return;
          }
          setFinishing(true);
          try {
            const status = await queryClient.fetchQuery({
              ...trpc.salesMode.status.queryOptions(),
              staleTime: 0,
            });
            await onAuthorised(status);
            onClose();
          } catch (failure) {
            setFinishing(false);
            setError(
              codeOf(failure)
                ? t('switchFailed', { message: String((failure as Error).message) })
                : t('switchOffline'),
            );
          }
        },
        onError: async (failure) => {
          const code = codeOf(failure);
          if (!code && (await checkOffline(pin.trim()))) return;
          if (code === 'TOO_MANY_REQUESTS') setError(t('pinTooMany'));
          else if (code) setError(t('switchFailed', { message: failure.message }));
          else setError(t('switchOffline'));
          input.current?.focus();
        },
      },
    );
  };

  const pending = check.isPending || finishing;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('salesLogin')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="sales-login-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={input}
            type="password"
            label={t('pinLabel')}
            description={t('pinHelp')}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={error}
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            maxLength={64}
            errorProps={{ role: 'alert', 'data-testid': 'pin-error' }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function IdleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tradeFairModeDisabled')}
      centered
      withCloseButton={false}
      size="sm"
      data-testid="trade-fair-disabled-modal"
    >
      <Stack gap="md">
        <Text>{t('tradeFairModeDisabledText')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
