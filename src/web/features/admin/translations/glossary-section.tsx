// The glossary on the translations page: terms machine translation keeps exactly as written (a product or
// company name), listed, searched, created and edited with the generic resource components, in the same
// drawer (`?item=`) and with the same spreadsheet buttons as every admin entity.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { GLOSSARY_RESOURCE } from '../../../../domain/resources/public-configurator.ts';
import { NEW_ITEM, useItemDrawer } from '../resource-page.tsx';
import { ResourceTable } from '../resource-table.tsx';
import { SpreadsheetActions } from '../spreadsheets.tsx';

export function GlossarySection() {
  const { openItem, drawer } = useItemDrawer(GLOSSARY_RESOURCE);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Machine translation keeps these terms exactly as written, in every language. Machine and dosing line
        names and the units are kept without being listed here.
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openItem(NEW_ITEM)}>
          New {GLOSSARY_RESOURCE.singular}
        </Button>
        <SpreadsheetActions declaration={GLOSSARY_RESOURCE} />
      </Group>
      <ResourceTable
        declaration={GLOSSARY_RESOURCE}
        onOpen={(item) => openItem(item.id)}
        onCreate={() => openItem(NEW_ITEM)}
      />
      {drawer}
    </Stack>
  );
}
