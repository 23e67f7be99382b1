// The whole product portfolio as one workbook (one sheet per entity), on the portfolio's admin page.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportDialog, PORTFOLIO_WORKBOOK } from './spreadsheets.tsx';

export function PortfolioWorkbook() {
  const [importing, setImporting] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-labelledby="portfolio-workbook">
      <Stack gap="sm">
        <Title order={2} size="h4" id="portfolio-workbook">
          Product portfolio workbook
        </Title>
        <Text size="sm" c="dimmed">
          Every portfolio list you may edit, one sheet each. Edit it in a spreadsheet program and import it
          again: you see what changes before anything is written.
        </Text>
        <Group gap="sm">
          <Button
            component="a"
            href={`/api/admin/export/${PORTFOLIO_WORKBOOK.key}.xlsx`}
            download={`${PORTFOLIO_WORKBOOK.key}.xlsx`}
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            Export workbook
          </Button>
          <Button
            variant="default"
            leftSection={<IconTableImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import workbook…
          </Button>
        </Group>
      </Stack>
      {importing && <ImportDialog target={PORTFOLIO_WORKBOOK} opened onClose={() => setImporting(false)} />}
    </Paper>
  );
}
