// "My configurations" (/configurator/my-configurations, docs/product.md#saved-configurations): the codes a
// visitor saved on this device, or a signed-in sales user's list on the server (the same on the booth's
// tablet and the laptop), each with its name, machine, total and date: open, rename, remove, and compare two
// side by side (`?compare=A,B`, so Back and a reload keep it). Its first load is the lists alone: the
// comparison, which prices with the configurator's code, loads when it is asked for.
import { Anchor, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatCode, isValidCode, normalizeCode } from '../../../../domain/configuration-code.ts';
import { can } from '../../../../domain/permissions.ts';
import { PRODUCT_NAME } from '../../../../domain/product.ts';
import { checkLabel, SAVED_NAME_MAX } from '../../../../domain/saved-configurations.ts';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { Link } from '../../../components/ui/router-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { useLocale } from '../../../kernel/locale.tsx';
import { useSession } from '../../../kernel/session/session.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { type DeviceEntry, removeFromDevice, renameOnDevice, useDeviceList } from './device-list.ts';
import classes from './my-configurations.module.css';
import type { CompareSide } from './saved-entry.ts';

const CompareView = lazyPage(
  'my-configurations-compare',
  () => import('./compare-view.tsx'),
  (m) => m.CompareView,
);

/** An entry of either list, as the page shows it. */
type Entry = CompareSide & {
  savedAt: string;
  total: { cents: number; from: boolean } | null;
  customer: string | null;
  /** where it is kept: this device's storage, or the user's list on the server (with its version) */
  where: 'device' | 'account';
  version?: number;
};

const COMPARE_PARAM = 'compare';
type Translate = ReturnType<typeof useTranslation>['t'];

/** The two codes of `?compare=A,B`, canonical, or null. */
function compareCodes(value: string | null): [string, string] | null {
  const codes = (value ?? '').split(',').filter((code) => isValidCode(code));
  if (codes.length !== 2) return null;
  const [a, b] = codes.map((code) => normalizeCode(code)) as [string, string];
  return a === b ? null : [a, b];
}

function fromDevice(entry: DeviceEntry): Entry {
  return { ...entry, customer: null, where: 'device' };
}

function entryTitle(entry: CompareSide, t: Translate): string {
  return entry.name ?? t('myUnnamed', { machine: entry.machine ?? entry.slug });
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="my-list-loading">
      {[1, 2].map((n) => (
        <div key={n} className={classes.entry}>
          <Skeleton height={22} width="45%" />
          <Skeleton height={14} width="70%" mt={8} />
          <Skeleton height={30} width="60%" mt={12} />
        </div>
      ))}
    </Stack>
  );
}

/** The rename form in place of the entry's actions: Enter keeps the name, Escape leaves it as it was. */
function RenameForm({
  entry,
  onDone,
  rename,
}: {
  entry: Entry;
  onDone: () => void;
  rename: (name: string | null) => Promise<string | null>;
}) {
  const { t } = useTranslation('configurator');
  const [value, setValue] = useState(entry.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLabel(value, SAVED_NAME_MAX);
    if (!checked.ok) {
      setProblem(t('labelTooLong', { max: checked.max, length: checked.length }));
      return;
    }
    setBusy(true);
    const failure = await rename(checked.value);
    setBusy(false);
    if (failure) setProblem(failure);
    else onDone();
  };
  return (
    <form
      className={classes.rename}
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <TextBox
        label={t('myNameLabel')}
        description={t('myNameHint', { max: SAVED_NAME_MAX })}
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        error={problem ?? undefined}
        autoComplete="off"
        inputRef={input}
        testId="rename-field"
      />
      <div className={classes.actions}>
        <Button type="submit" size="sm" loading={busy}>
          {t('myRenameSave')}
        </Button>
        <Button type="button" size="sm" variant="default" onClick={onDone}>
          {t('myCancel')}
        </Button>
      </div>
    </form>
  );
}

function EntryItem({
  entry,
  picked,
  pickable,
  onPick,
  onRemove,
  rename,
}: {
  entry: Entry;
  picked: boolean;
  pickable: boolean;
  onPick: (picked: boolean) => void;
  onRemove: (entry: Entry, returnFocus: HTMLElement | null) => void;
  rename: (entry: Entry, name: string | null) => Promise<string | null>;
}) {
  const { t } = useTranslation('configurator');
  const { locale, format } = useLocale();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const title = entryTitle(entry, t);
  const code = formatCode(entry.code);
  const total = entry.total
    ? entry.total.from
      ? t('priceFrom', { amount: format.money(entry.total.cents / 100) })
      : format.money(entry.total.cents / 100)
    : t('myNoTotal');
  const savedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.savedAt),
  );
  const which = <VisuallyHidden>{t('myWhich', { name: title, code })}</VisuallyHidden>;
  return (
    <li className={classes.entry} data-testid="my-entry" data-code={entry.code}>
      <div className={classes.entryHead}>
        <h3 className={classes.entryName} id={headingId}>
          {title}
        </h3>
        <span className={classes.code}>{code}</span>
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('machine')}</dt>
          <dd>{entry.machine ?? entry.slug}</dd>
        </div>
        <div>
          <dt>{t('myTotal')}</dt>
          <dd data-testid="my-entry-total">{total}</dd>
        </div>
        <div>
          <dt>{t('mySavedAt')}</dt>
          <dd>{savedAt}</dd>
        </div>
        {entry.customer && (
          <div>
            <dt>{t('myCustomer')}</dt>
            <dd>{entry.customer}</dd>
          </div>
        )}
      </dl>
      {renaming ? (
        <RenameForm
          entry={entry}
          rename={(name) => rename(entry, name)}
          onDone={() => {
            setRenaming(false);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : (
        <div className={classes.actions}>
          <label className={classes.pick}>
            <input
              type="checkbox"
              checked={picked}
              disabled={!picked && !pickable}
              onChange={(event) => onPick(event.currentTarget.checked)}
              aria-describedby={headingId}
            />
            {t('myPick')}
          </label>
          <Button
            component={Link}
            to={`/configurator/${encodeURIComponent(entry.slug)}?code=${entry.code}`}
            size="sm"
          >
            {t('myOpen')}
            {which}
          </Button>
          <Button ref={renameButton} size="sm" variant="default" onClick={() => setRenaming(true)}>
            {t('myRename')}
            {which}
          </Button>
          <Button
            size="sm"
            variant="default"
            onClick={(event) => onRemove(entry, event.currentTarget)}
            data-testid="my-remove"
          >
            {t('myRemove')}
            {which}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Remove, confirmed first in a modal dialog (the browser's: focus held inside, Escape cancels). */
function RemoveDialog({
  entry,
  onConfirm,
  onClose,
}: {
  entry: Entry | null;
  onConfirm: (entry: Entry) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('configurator');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (entry && !element.open) element.showModal?.();
    if (!entry && element.open) element.close();
  }, [entry]);
  const title = entry ? entryTitle(entry, t) : '';
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="remove-dialog"
    >
      {entry && (
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('myRemoveTitle', { name: title })}
          </Title>
          <Text size="sm">
            {entry.where === 'account'
              ? t('myRemoveAccountText', { code: formatCode(entry.code) })
              : t('myRemoveDeviceText', { code: formatCode(entry.code) })}
          </Text>
          <div className={classes.actions}>
            {/* First, so the dialog opens on it (the browser focuses its first control): a slip of
                Enter keeps the entry. */}
            <Button variant="default" onClick={() => dialog.current?.close()}>
              {t('myCancel')}
            </Button>
            <Button
              color="red.9"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                await onConfirm(entry);
                setBusy(false);
              }}
            >
              {t('myRemoveConfirm')}
            </Button>
          </div>
        </Stack>
      )}
    </dialog>
  );
}

function ErrorNote({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('configurator');
  return (
    <div role="alert" className={classes.problem}>
      <Text size="sm">{text}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A refused write in words: changed elsewhere (409), gone (404), offline, or what the server said. */
function writeFailure(error: unknown, t: Translate): string {
  const code =
    error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  if (code === 'CONFLICT') return t('myChangedElsewhere');
  if (code === 'NOT_FOUND') return t('myGone');
  if (code === 'BAD_REQUEST') return t('labelRefused');
  if (!code) return t('myOffline');
  return t('myFailed');
}

export function MyConfigurationsPage() {
  const { t } = useTranslation('configurator');
  useDocumentTitle(t('myDocumentTitle', { product: PRODUCT_NAME }));
  const session = useSession();
  const keeps =
    session.status === 'authenticated' && can(session.data?.user.role, 'savedConfigurations.keep');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The list is the same on every device: a tablet coming back to the page reads it again.
  const account = useQuery({
    ...trpc.savedConfigurations.list.queryOptions(),
    enabled: keeps,
    refetchOnWindowFocus: true,
  });
  const refreshAccount = () =>
    queryClient.invalidateQueries({ queryKey: trpc.savedConfigurations.list.queryKey() });
  const renameOnServer = useMutation(trpc.savedConfigurations.rename.mutationOptions());
  const removeOnServer = useMutation(trpc.savedConfigurations.remove.mutationOptions());
  const device = useDeviceList();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const compare = compareCodes(params.get(COMPARE_PARAM));
  const [picked, setPicked] = useState<string[]>([]);
  const [removing, setRemoving] = useState<{ entry: Entry; returnFocus: HTMLElement | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const accountEntries: Entry[] = (account.data ?? []).map((entry) => ({
    code: entry.code,
    slug: entry.machine.slug,
    machine: entry.machine.name,
    name: entry.name,
    total: entry.total,
    savedAt: entry.savedAt,
    customer: entry.customer,
    where: 'account',
    version: entry.version,
  }));
  const onAccount = new Set(accountEntries.map((entry) => entry.code));
  const deviceEntries = (device ?? []).filter((entry) => !onAccount.has(entry.code)).map(fromDevice);
  const all = [...accountEntries, ...deviceEntries];
  const pickedNow = picked.filter((code) => all.some((entry) => entry.code === code));

  const rename = async (entry: Entry, name: string | null): Promise<string | null> => {
    if (entry.where === 'device') return renameOnDevice(entry.code, name) ? null : t('myNotStored');
    try {
      await renameOnServer.mutateAsync({ code: entry.code, name, version: entry.version ?? 1 });
      await refreshAccount();
      return null;
    } catch (error) {
      await refreshAccount();
      return writeFailure(error, t);
    }
  };

  const remove = async (entry: Entry) => {
    const title = entryTitle(entry, t);
    if (entry.where === 'device') {
      if (!removeFromDevice(entry.code)) {
        setAnnouncement(t('myNotStored'));
        return;
      }
    } else {
      try {
        await removeOnServer.mutateAsync({ code: entry.code });
      } catch (error) {
        const code = error instanceof TRPCClientError ? error.data?.code : undefined;
        // Removed on another device meanwhile: gone either way.
        if (code !== 'NOT_FOUND') {
          setAnnouncement(writeFailure(error, t));
          return;
        }
      }
      await refreshAccount();
    }
    setPicked((codes) => codes.filter((code) => code !== entry.code));
    setAnnouncement(t('myRemoved', { name: title }));
    setRemoving(null);
    // The entry and its button are gone: the list's heading takes the focus (WCAG 2.4.3).
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const openCompare = () => {
    if (pickedNow.length !== 2) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COMPARE_PARAM, pickedNow.join(','));
        return next;
      },
      { state: { fromList: true } },
    );
  };
  const closeCompare = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else setParams({}, { replace: true });
  };

  if (compare) {
    const sides = compare.map(
      (code): CompareSide =>
        all.find((entry) => entry.code === code) ?? { code, slug: '', machine: null, name: null },
    ) as [CompareSide, CompareSide];
    return (
      <Suspense fallback={<ListSkeleton />}>
        <CompareView sides={sides} onBack={closeCompare} />
      </Suspense>
    );
  }

  const list = (entries: Entry[]) => (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <EntryItem
          key={`${entry.where}-${entry.code}`}
          entry={entry}
          picked={pickedNow.includes(entry.code)}
          pickable={pickedNow.length < 2}
          onPick={(on) =>
            setPicked((codes) => (on ? [...codes, entry.code] : codes.filter((code) => code !== entry.code)))
          }
          onRemove={(chosen, returnFocus) => setRemoving({ entry: chosen, returnFocus })}
          rename={rename}
        />
      ))}
    </ul>
  );

  const emptyDevice = (
    <Text data-testid="my-empty">
      {t('myEmpty')}{' '}
      <Anchor component={Link} to="/configurator">
        {t('myEmptyLink')}
      </Anchor>
    </Text>
  );

  return (
    <Stack gap="lg" className={classes.page}>
      <Stack gap="xs">
        <Title order={1} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t('myTitle')}
        </Title>
        <Text maw={760}>{keeps ? t('myIntroAccount') : t('myIntro')}</Text>
      </Stack>
      <div role="status" className={classes.announcement}>
        {announcement}
      </div>

      {keeps && (
        <section aria-labelledby="my-account-heading" className={classes.section}>
          <Title order={2} size="h3" id="my-account-heading">
            {t('myAccountHeading')}
          </Title>
          {account.isPending ? (
            <ListSkeleton />
          ) : account.isError ? (
            <ErrorNote text={t('myAccountFailed')} onRetry={() => void account.refetch()} />
          ) : accountEntries.length === 0 ? (
            <Text data-testid="my-account-empty">
              {t('myAccountEmpty')}{' '}
              <Anchor component={Link} to="/configurator">
                {t('myEmptyLink')}
              </Anchor>
            </Text>
          ) : (
            list(accountEntries)
          )}
        </section>
      )}

      {(!keeps || deviceEntries.length > 0) && (
        <section aria-labelledby="my-device-heading" className={classes.section}>
          <Title order={2} size="h3" id="my-device-heading">
            {t('myDeviceHeading')}
          </Title>
          {device === null ? (
            <ListSkeleton />
          ) : deviceEntries.length === 0 ? (
            emptyDevice
          ) : (
            list(deviceEntries)
          )}
        </section>
      )}

      {all.length >= 2 && (
        <div className={classes.compareBar} data-testid="compare-bar">
          <Text size="sm" aria-live="polite">
            {pickedNow.length === 2 ? t('myPickedTwo') : t('myPickTwo', { count: pickedNow.length })}
          </Text>
          <div className={classes.actions}>
            <Button onClick={openCompare} disabled={pickedNow.length !== 2}>
              {t('myCompare')}
            </Button>
            {pickedNow.length > 0 && (
              <Button variant="default" onClick={() => setPicked([])}>
                {t('myPickNone')}
              </Button>
            )}
          </div>
        </div>
      )}

      <RemoveDialog
        entry={removing?.entry ?? null}
        onConfirm={remove}
        onClose={() => {
          const back = removing?.returnFocus;
          setRemoving(null);
          if (back?.isConnected) back.focus();
        }}
      />
    </Stack>
  );
}
