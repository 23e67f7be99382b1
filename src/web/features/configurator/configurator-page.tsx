// /configurator/:slug (docs/product.md#routes): the public configurator of one machine. `?code=` opens a
// saved configuration and `?dosingLine=` starts with a dosing line; both leave the address once handled, so
// a reload shows the configuration as the user left it (kept locally), not the code again.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Configurator } from './configurator.tsx';
import { useConfiguratorSales } from './sales/configurator-sales.tsx';
import { useForgetParam } from './state/use-forget-param.ts';

export function ConfiguratorPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const codeParam = searchParams.get('code') ?? undefined;
  const [code, setCode] = useState(codeParam);
  const [dosingLine] = useState(() => searchParams.get('dosingLine') ?? undefined);
  useEffect(() => {
    if (codeParam !== undefined) setCode(codeParam);
  }, [codeParam]);
  const forget = useForgetParam();
  // The dosing line is read once, when the configurator starts.
  useEffect(() => forget('dosingLine'), [forget]);
  const onCodeHandled = useCallback(() => forget('code'), [forget]);
  const sales = useConfiguratorSales();
  // Slugs are lower case: /configurator/HX, typed or pasted, goes to /configurator/hx (the server
  // refuses a slug that cannot exist, which read as a network failure).
  const canonical = slug.toLowerCase();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (canonical !== slug)
      navigate(`/configurator/${encodeURIComponent(canonical)}${search}${hash}`, { replace: true });
  }, [canonical, slug, search, hash, navigate]);
  if (canonical !== slug) return null;
  return (
    <Configurator
      slug={slug}
      code={code}
      initialDosingLine={dosingLine}
      variant="public"
      onCodeHandled={onCodeHandled}
      salesMode={sales.salesMode}
      discount={sales.discount}
      slots={sales.slots}
    />
  );
}
