// /machine-configurator/configurator (docs/product.md#routes): the one Configurator, variant 'internal', in
// the internal layout. `?machine=<slug>` names the machine; without it the page offers the machines the
// configurator has (from the data store's portfolio, no request of its own) and a field for a saved code.
// `?dosingLine=<machine version id>` (the finders' handover) starts on that dosing line and `?code=` opens
// a saved configuration; both leave the address once handled, as on the public page, so a reload shows
// the configuration as the user left it (kept locally) rather than the handover again.
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatCode, isValidCode, normalizeCode } from '../../../domain/configuration-code.ts';
import { machineFlowRange } from '../../../domain/output-range.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useUnits } from '../../kernel/units.tsx';
import { configuratorPath } from '../../lib/configurator-path.ts';
import { useItemName } from '../../lib/item-name.ts';
import {
  isConfigurable,
  type PortfolioIndex,
  type PortfolioMachine,
  portfolioItemPath,
  related,
} from '../../lib/portfolio.ts';
import { formatFlowRangeOrDash } from '../../lib/technical.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Configurator } from './configurator.tsx';
import { ConfiguratorSkeleton } from './configurator-skeleton.tsx';
import { useConfiguratorSales } from './sales/configurator-sales.tsx';
import { SalesModeToggle } from './sales/sales-mode-toggle.tsx';
import { useForgetParam } from './state/use-forget-param.ts';
import { useTexts } from './texts.tsx';

const PATH = '/machine-configurator/configurator';

export function InternalConfiguratorPage() {
  const [params] = useSearchParams();
  const slug = params.get('machine')?.trim() ?? '';
  // A new machine is a new configurator: its own kept configuration, handover and code.
  return slug ? <MachinePage key={slug} slug={slug} /> : <PickerPage />;
}

/** The dosing lines of a machine that the configurator offers. */
function dosingLinesOf(machine: PortfolioMachine, portfolio: PortfolioIndex) {
  return related(machine.machineVersions, portfolio.versionById)
    .map(({ item }) => item)
    .filter((version) => version.useInConfigurator);
}

function PickerPage() {
  const entry = routeEntry(PATH);
  return (
    <Page
      title={entry.title}
      subtitle="Choose a machine to configure and price it, or open a saved configuration by its code."
    >
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="configurator-machines">
          <Title order={2} size="h3" id="configurator-machines">
            Machines
          </Title>
          <PortfolioGate skeleton={<PickerSkeleton />}>
            {(portfolio) => <MachinePicker portfolio={portfolio} />}
          </PortfolioGate>
        </Stack>
        <OpenCode />
      </Stack>
    </Page>
  );
}

function PickerSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label="Loading the machines"
      role="status"
      data-testid="portfolio-skeleton"
    >
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} height={120} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * A card per machine the configurator offers (each a link), then the ones coming soon, greyed out and
 * not linked (as on the public site).
 */
function MachinePicker({ portfolio }: { portfolio: PortfolioIndex }) {
  const { units } = useUnits();
  const offered = portfolio.machines.filter(isConfigurable);
  const comingSoon = portfolio.machines.filter((machine) => machine.useInConfigurator && machine.comingSoon);
  if (offered.length === 0 && comingSoon.length === 0) {
    return (
      <Text c="dimmed" data-testid="picker-empty">
        No machine is offered in the configurator yet. An admin switches a machine on with “Use in
        configurator” under Admin › Product portfolio › Machines.
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Machines to configure"
    >
      {offered.map((machine) => {
        const lines = dosingLinesOf(machine, portfolio);
        return (
          <li key={machine.id}>
            <Card
              component={Link}
              to={configuratorPath({ machine: machine.slug })}
              withBorder
              padding="lg"
              radius="md"
              h="100%"
              data-testid="picker-machine"
            >
              <Stack gap={6}>
                <Text fw={700} size="lg" c="var(--mantine-color-anchor)">
                  {machine.name}
                </Text>
                {machine.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {machine.description}
                  </Text>
                )}
                <Text size="sm">
                  {lines.length} dosing line{lines.length === 1 ? '' : 's'} ·{' '}
                  {formatFlowRangeOrDash(machineFlowRange(lines), units)} at {units.freq} Hz
                </Text>
              </Stack>
            </Card>
          </li>
        );
      })}
      {comingSoon.map((machine) => (
        <li key={machine.id}>
          <Card withBorder padding="lg" radius="md" h="100%" bg="var(--mantine-color-default-hover)">
            <Stack gap={6}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={700} size="lg">
                  {machine.name}
                </Text>
                <Badge variant="filled" color="gray">
                  Coming soon
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Not configurable yet.
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

/**
 * A saved configuration by its code: the code names its machine, so the page asks the server which
 * (the same query the configurator then reads from the cache) and opens it there.
 */
function OpenCode() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useTexts();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!isValidCode(typed)) {
      setProblem(
        typed === ''
          ? 'Enter the code of a saved configuration.'
          : `“${typed}” is not a configuration code. A code has 8 characters, for example 7K3M-QX9P.`,
      );
      return;
    }
    const code = normalizeCode(typed);
    setProblem(null);
    setPending(true);
    try {
      const opened = await queryClient.fetchQuery({
        ...trpc.publicConfigurator.openConfiguration.queryOptions({ code, locale }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      });
      navigate(configuratorPath({ machine: opened.slug, code: opened.code }));
    } catch (error) {
      const reason = errorCode(error);
      setProblem(
        reason === 'NOT_FOUND'
          ? `There is no saved configuration with the code ${formatCode(code)}.`
          : reason === 'TOO_MANY_REQUESTS'
            ? 'Too many codes were tried from your address. Please wait a few minutes and try again.'
            : 'The configuration could not be opened: there is no answer from the server. Try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Open a saved configuration
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Configuration code"
            description="8 characters, e.g. 7K3M-QX9P; case and hyphens do not matter"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            autoComplete="off"
            spellCheck={false}
            maw={320}
            w="100%"
          />
          <Button type="submit" loading={pending} mt={{ base: 0, xs: 46 }}>
            Open
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** The configurator of one machine, or, when the configurator does not offer it, not-found. */
function MachinePage({ slug }: { slug: string }) {
  return (
    <PortfolioGate
      skeleton={
        <Stack gap="lg">
          <Title order={1}>{routeEntry(PATH).title}</Title>
          <ConfiguratorSkeleton />
        </Stack>
      }
    >
      {(portfolio) => {
        const machine = portfolio.machines.find((candidate) => candidate.slug === slug);
        if (!machine || !isConfigurable(machine)) {
          return <MachineNotOffered slug={slug} machine={machine} portfolio={portfolio} />;
        }
        return <MachineConfigurator machine={machine} portfolio={portfolio} />;
      }}
    </PortfolioGate>
  );
}

/** Not-found inside the layout: why, and the machines that can be configured. */
function MachineNotOffered({
  slug,
  machine,
  portfolio,
}: {
  slug: string;
  machine: PortfolioMachine | undefined;
  portfolio: PortfolioIndex;
}) {
  const why = !machine
    ? `There is no machine “${slug}” in the configurator. It may have been removed or phased out, or the link may be incomplete.`
    : machine.comingSoon
      ? `${machine.name} is coming soon: it cannot be configured yet.`
      : `${machine.name} is not offered in the configurator.`;
  return (
    <Page title="Machine not found" subtitle={why}>
      <Stack gap="sm" component="section" aria-labelledby="configurator-machines">
        <Title order={2} size="h3" id="configurator-machines">
          Machines you can configure
        </Title>
        <MachinePicker portfolio={portfolio} />
      </Stack>
    </Page>
  );
}

function MachineConfigurator({
  machine,
  portfolio,
}: {
  machine: PortfolioMachine;
  portfolio: PortfolioIndex;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const codeParam = params.get('code') ?? undefined;
  const dosingLineParam = params.get('dosingLine') ?? undefined;

  const forget = useForgetParam();

  // The handover: the configurator starts on the dosing line of the address. A later one (the same page
  // reached again with another, e.g. by the browser's history) starts it again on that one.
  const [handover, setHandover] = useState({ dosingLine: dosingLineParam, key: location.key });
  useEffect(() => {
    if (dosingLineParam === undefined) return;
    setHandover((current) =>
      current.key === location.key ? current : { dosingLine: dosingLineParam, key: location.key },
    );
    forget('dosingLine');
  }, [dosingLineParam, location.key, forget]);

  const [code, setCode] = useState(codeParam);
  useEffect(() => {
    if (codeParam !== undefined) setCode(codeParam);
  }, [codeParam]);
  const onCodeHandled = useCallback(() => forget('code'), [forget]);
  const elsewhere = useCodeOfAnotherMachine(code, machine.slug, portfolio);
  useEffect(() => {
    if (elsewhere)
      navigate(configuratorPath({ machine: elsewhere.slug, code: elsewhere.code }), { replace: true });
  }, [elsewhere, navigate]);

  const offered = portfolio.machines.filter(isConfigurable);
  // The machine names the tab and the last breadcrumb (Configurator › HX Compact).
  useItemName(machine.name);
  // Sales mode and quotes as on the public page: one hook wires both.
  const sales = useConfiguratorSales();
  return (
    <Stack gap="lg">
      {/* The page's header row: its title and the tools for the machine on the page. */}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" data-testid="configurator-header">
        <Title order={1}>{routeEntry(PATH).title}</Title>
        <Group gap="sm" align="flex-end" wrap="wrap" data-testid="configurator-tools">
          <MachineSelect current={machine.slug} offered={offered} />
          <Button
            component={Link}
            to={portfolioItemPath('machines', machine.id)}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            Technical data
          </Button>
          {/* Sales login/logout (with the PIN for trade-fair users), the same control as the public header. */}
          <SalesModeToggle />
        </Group>
      </Group>
      <Configurator
        key={handover.key}
        slug={machine.slug}
        variant="internal"
        initialDosingLine={handover.dosingLine}
        code={code}
        onCodeHandled={onCodeHandled}
        salesMode={sales.salesMode}
        discount={sales.discount}
        slots={sales.slots}
      />
    </Stack>
  );
}

/**
 * Another machine chosen replaces the machine in the address (and nothing else: a dosing line or code
 * belongs to the machine before). A native select: one tab stop, the platform's own list on phones.
 */
function MachineSelect({ current, offered }: { current: string; offered: PortfolioMachine[] }) {
  const navigate = useNavigate();
  return (
    <NativeSelect
      label="Machine"
      value={current}
      onChange={(event) =>
        navigate(configuratorPath({ machine: event.currentTarget.value }), { replace: true })
      }
      data={offered.map((machine) => ({ value: machine.slug, label: machine.name }))}
      miw={200}
    />
  );
}

/**
 * A code saved on another machine than the one in the address opens on its own machine here, instead
 * of the configurator's notice that links to the public page. Reads the configurator's own query for
 * the code (same key), so it costs no request.
 */
function useCodeOfAnotherMachine(
  code: string | undefined,
  slug: string,
  portfolio: PortfolioIndex,
): { slug: string; code: string } | undefined {
  const trpc = useTRPC();
  const { locale } = useTexts();
  const [codeLocale] = useState(locale);
  const wanted = code?.trim() ?? '';
  const valid = wanted !== '' && isValidCode(wanted);
  const opened = useQuery({
    ...trpc.publicConfigurator.openConfiguration.queryOptions({
      code: valid ? normalizeCode(wanted) : '',
      locale: codeLocale,
    }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const other = valid && opened.data && opened.data.slug !== slug ? opened.data : undefined;
  if (!other) return undefined;
  // A machine the configurator no longer offers: the configurator's own notice says so.
  const offered = portfolio.machines.some(
    (machine) => machine.slug === other.slug && isConfigurable(machine),
  );
  return offered ? other : undefined;
}
