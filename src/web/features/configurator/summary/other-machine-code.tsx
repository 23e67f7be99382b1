// An opened code that belongs to another machine, with the link that opens it there (in the area the user
// is in, state/code-link.ts). Loaded with the summary column, whose save panel links codes the same way.
import { Anchor } from '@mantine/core';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { codeLinkPath } from '../state/code-link.ts';
import { Notice } from '../steps/notice.tsx';
import { useTexts } from '../texts.tsx';

/** An opened code that belongs to another machine, with the link that opens it on its own machine. */
export function OtherMachineCode({
  variant,
  slug,
  code,
}: {
  variant: 'public' | 'internal';
  slug: string;
  code: string;
}) {
  const { t } = useTexts();
  return (
    <Notice testId="code-problem">
      {t('codeOtherMachine', { code: formatCode(code) })}{' '}
      <Anchor component={Link} to={codeLinkPath(variant, slug, code)}>
        {t('codeOtherMachineLink')}
      </Anchor>
    </Notice>
  );
}
