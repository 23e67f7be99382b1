import { Typography } from '@mantine/core';

/**
 * Rich text of information pages and news. The server sanitises it when it is saved (sanitize-html),
 * and the CSP forbids inline scripts and handlers, so it is shown as the editor wrote it.
 */
export function RichText({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, see above. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
