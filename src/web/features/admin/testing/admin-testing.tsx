// Test helpers of the admin feature (only *.test.tsx files import this).
import { MantineProvider } from '@mantine/core';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../../../kernel/theme.ts';
import { renderAt } from '../../../testing/render.tsx';

// The admin tests render whole forms and pages; on a busy machine (CI, two workers) the first render
// can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

/** happy-dom has no `document.fonts`; Mantine's autosizing textarea listens to it. */
export function stubDocumentFonts(): void {
  if (!('fonts' in document) || !document.fonts) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
}

/**
 * Renders like `renderAt`, with Mantine's test environment inside: no transitions and no portals,
 * so selects and dialogs open at once in happy-dom.
 */
export function renderAdmin(element: ReactNode, path = '/') {
  return renderAt(
    <MantineProvider theme={theme} env="test">
      {element}
    </MantineProvider>,
    path,
  );
}
