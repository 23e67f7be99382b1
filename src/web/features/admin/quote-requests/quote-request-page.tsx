// /admin/quote-requests/{quoteRequestId} (docs/decisions/007-quote-requests-admin-path.md): everything the
// customer sent, the saved configuration (open it in the configurator, download the quote PDF with the
// customer named), the status sales sets (saved with the version; a 409 shows the conflict dialog), and the
// e-mail to sales: its state, and a new try after a confirmation.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconExternalLink,
  IconFileTypePdf,
  IconMailForward,
} from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { can } from '../../../../domain/permissions.ts';
import type { QuoteRequestStatus } from '../../../../server/api/types.ts';
import { ConflictDialog } from '../../../components/ui/conflict-dialog/conflict-dialog.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ForbiddenPage } from '../../../kernel/forbidden-page.tsx';
import { useSession } from '../../../kernel/session/session.tsx';
import { ApiRequestError } from '../../../lib/resource-client.ts';
import { notifyError, notifySuccess } from '../admin-notifications.tsx';
import { ItemHistory, type ItemHistoryFields, ItemTabs } from '../item-history.tsx';
import { ItemLoadState } from '../item-load-state.tsx';
import { BackLink, useItemId } from '../resource-item-page.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import {
  configuratorUrl,
  countryName,
  formatDateTime,
  itemPath,
  languageName,
  MAIL_COLORS,
  MAIL_LABELS,
  mayRetryMail,
  pdfUrl,
  QUOTE_REQUESTS,
  type QuoteRequest,
  quoteRequestSchema,
  STATUS_COLORS,
  STATUS_LABELS,
  STATUSES,
  useQuoteRequest,
  useQuoteRequestMutations,
} from './quote-request-api.ts';
import { QUOTE_REQUESTS_PATH } from './quote-requests-page.tsx';

const NAMES = { singular: 'quote request', title: 'Quote requests' };

/** The fields a request's history names, so that its values read as the page writes them. */
const HISTORY_FIELDS: ItemHistoryFields = {
  fields: [
    {
      name: 'status',
      label: 'Status',
      kind: 'enum',
      required: true,
      defaultValue: null,
      options: STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    },
    {
      name: 'mailStatus',
      label: 'E-mail',
      kind: 'enum',
      required: true,
      defaultValue: null,
      options: Object.entries(MAIL_LABELS).map(([value, label]) => ({ value, label })),
    },
  ],
  readOnlyFields: [],
};

/** A labelled list of facts (a <dl>): label above value on phones, beside it on wide screens. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {items.map(([label, value]) => (
        <SimpleGrid key={label} cols={{ base: 1, xs: 3 }} spacing={4} verticalSpacing={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ gridColumn: 'span 2', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </SimpleGrid>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type Choice = { status: QuoteRequestStatus; version: number };
type Conflict = { theirs: QuoteRequest; yours: QuoteRequestStatus; message: string };

/** The status select: saved with the version the user chose it on; a 409 compares theirs with yours. */
function StatusEditor({ request }: { request: QuoteRequest }) {
  const { setStatus, adopt } = useQuoteRequestMutations(request.id);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const value = choice?.status ?? request.status;
  const dirty = value !== request.status;
  const guard = useUnsavedChanges(dirty);

  const save = async (status: QuoteRequestStatus, expectedVersion: number) => {
    setRefusal(null);
    try {
      const saved = await setStatus.mutateAsync({ expectedVersion, status });
      guard.markClean();
      setChoice(null);
      setConflict(null);
      notifySuccess(
        `${saved.name} (${saved.company}) is now "${STATUS_LABELS[saved.status]}".`,
        'Status saved',
      );
    } catch (error) {
      const current =
        error instanceof ApiRequestError ? quoteRequestSchema.safeParse(error.details.current) : null;
      if (error instanceof ApiRequestError && error.status === 409 && current?.success) {
        setConflict({ theirs: current.data, yours: status, message: error.message });
        return;
      }
      const message = (error as Error).message;
      setRefusal(message);
      notifyError(message);
    }
  };

  return (
    <form
      aria-label="Status of the quote request"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) void save(value, choice?.version ?? request.version);
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            data={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={value}
            allowDeselect={false}
            onChange={(next) => {
              if (next)
                setChoice({
                  status: next as QuoteRequestStatus,
                  version: choice?.version ?? request.version,
                });
            }}
            w={{ base: '100%', xs: 200 }}
          />
          <Button
            type="submit"
            disabled={!dirty}
            loading={setStatus.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            Save status
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Version {request.version}, last changed {formatDateTime(request.updatedAt)}
        </Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
      </Stack>
      {conflict && (
        <ConflictDialog
          opened
          subject={`the quote request of ${conflict.theirs.name}`}
          message={conflict.message}
          rows={
            conflict.theirs.status === conflict.yours
              ? []
              : [
                  {
                    key: 'status',
                    label: 'Status',
                    theirs: STATUS_LABELS[conflict.theirs.status],
                    yours: STATUS_LABELS[conflict.yours],
                  },
                ]
          }
          busy={setStatus.isPending}
          onClose={() => setConflict(null)}
          onReload={() => {
            adopt(conflict.theirs);
            guard.markClean();
            setChoice(null);
            setConflict(null);
          }}
          onOverwrite={() => void save(conflict.yours, conflict.theirs.version)}
        />
      )}
    </form>
  );
}

function MailState({ request }: { request: QuoteRequest }) {
  const { retryMail } = useQuoteRequestMutations(request.id);
  const [confirming, setConfirming] = useState(false);
  const retry = async () => {
    try {
      await retryMail.mutateAsync();
      setConfirming(false);
      notifySuccess('The e-mail to sales goes out again within a few seconds.', 'E-mail queued');
    } catch (error) {
      setConfirming(false);
      notifyError((error as Error).message, 'Not sent again');
    }
  };
  const facts: [string, ReactNode][] = [
    [
      'State',
      <Badge key="state" variant="dot" color={MAIL_COLORS[request.mailStatus]}>
        {MAIL_LABELS[request.mailStatus]}
      </Badge>,
    ],
    ['Attempts', String(request.mailAttempts)],
  ];
  if (request.mailStatus === 'pending') facts.push(['Next try', formatDateTime(request.mailNextAttemptAt)]);
  if (request.mailSentAt) facts.push(['Sent at', formatDateTime(request.mailSentAt)]);
  return (
    <Stack gap="sm">
      <Facts items={facts} />
      {request.mailLastError && request.mailStatus !== 'sent' && request.mailStatus !== 'logged' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Last error">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {request.mailLastError}
          </Text>
        </Alert>
      )}
      {mayRetryMail(request.mailStatus) && (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Send the e-mail again
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Send the e-mail again?"
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The e-mail with the quote PDF goes to sales again now, and its attempts are counted from zero.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={retryMail.isPending}>
              Cancel
            </Button>
            <Button
              onClick={() => void retry()}
              loading={retryMail.isPending}
              leftSection={<IconMailForward size={16} aria-hidden />}
              data-autofocus
            >
              Send again
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function QuoteRequestView({ request }: { request: QuoteRequest }) {
  const code = formatCode(request.code);
  const customer: [string, ReactNode][] = [
    ['Name', request.name],
    ['Company', request.company],
    [
      'E-mail',
      <Anchor key="email" href={`mailto:${request.email}`} size="sm">
        {request.email}
      </Anchor>,
    ],
    [
      'Phone',
      request.phone ? (
        <Anchor key="phone" href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} size="sm">
          {request.phone}
        </Anchor>
      ) : (
        '–'
      ),
    ],
    ['Country', countryName(request.country)],
    ['Language', languageName(request.locale)],
    ['Consent given', formatDateTime(request.consentAt)],
    ['Received', formatDateTime(request.createdAt)],
    ['Sent by', request.createdBy ? 'A signed-in sales person (e.g. at a trade fair)' : 'The customer'],
  ];
  return (
    <Page
      title={request.name}
      item
      subtitle={
        <>
          {request.company} ·{' '}
          <Badge component="span" variant="filled" color={STATUS_COLORS[request.status]}>
            {STATUS_LABELS[request.status]}
          </Badge>
        </>
      }
    >
      <ItemTabs
        details={<QuoteRequestDetails request={request} customer={customer} code={code} />}
        history={(active) => (
          <ItemHistory
            entity={QUOTE_REQUESTS}
            itemPath={itemPath(request.id)}
            id={request.id}
            declaration={HISTORY_FIELDS}
            active={active}
          />
        )}
      />
    </Page>
  );
}

function QuoteRequestDetails({
  request,
  customer,
  code,
}: {
  request: QuoteRequest;
  customer: [string, ReactNode][];
  code: string;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Customer">
          <Facts items={customer} />
        </Section>
        <Stack gap="md">
          <Section title="Configuration">
            <Facts
              items={[
                ['Machine', request.machine.name],
                [
                  'Code',
                  <Text key="code" span ff="monospace" size="sm">
                    {code}
                  </Text>,
                ],
              ]}
            />
            <Group gap="sm" wrap="wrap">
              <Button
                component="a"
                href={configuratorUrl(request)}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                Open in the configurator
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
              <Button
                component="a"
                href={pdfUrl(request.id)}
                download
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
              >
                Download the PDF
              </Button>
            </Group>
          </Section>
          <Section title="Follow-up">
            <StatusEditor key={request.id} request={request} />
          </Section>
          <Section title="E-mail to sales">
            <MailState request={request} />
          </Section>
        </Stack>
      </SimpleGrid>
      <Section title="Message">
        {request.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            The customer wrote no message.
          </Text>
        )}
      </Section>
    </Stack>
  );
}

export function QuoteRequestPage() {
  const mayManage = can(useSession().data?.user.role, 'quoteRequests.manage');
  const id = useItemId();
  const navigate = useNavigate();
  const query = useQuoteRequest(mayManage ? id : undefined);
  if (!mayManage) return <ForbiddenPage />;
  return (
    <Stack gap="md">
      <BackLink to={QUOTE_REQUESTS_PATH}>All quote requests</BackLink>
      {query.data ? (
        <QuoteRequestView request={query.data} />
      ) : (
        <ItemLoadState declaration={NAMES} error={query.error} onBack={() => navigate(QUOTE_REQUESTS_PATH)} />
      )}
    </Stack>
  );
}
