// The interface texts as the build ships them (src/web/i18n/locales/<locale>/<namespace>.ts), for the
// translations page: each becomes a row per locale (docs/product.md#translations). The files are data that
// import types only (scripts/vite-locale-json.ts checks it), which is why the server may read them
// (.dependency-cruiser.cjs, rule server-not-web).

import cs_auth from '../../web/i18n/locales/cs/auth.ts';
import cs_common from '../../web/i18n/locales/cs/common.ts';
import cs_configurator from '../../web/i18n/locales/cs/configurator.ts';
import cs_quote from '../../web/i18n/locales/cs/quote.ts';
import cs_sales from '../../web/i18n/locales/cs/sales.ts';
import cs_target from '../../web/i18n/locales/cs/target.ts';
import de_auth from '../../web/i18n/locales/de/auth.ts';
import de_common from '../../web/i18n/locales/de/common.ts';
import de_configurator from '../../web/i18n/locales/de/configurator.ts';
import de_quote from '../../web/i18n/locales/de/quote.ts';
import de_sales from '../../web/i18n/locales/de/sales.ts';
import de_target from '../../web/i18n/locales/de/target.ts';
import en_auth from '../../web/i18n/locales/en/auth.ts';
import en_common from '../../web/i18n/locales/en/common.ts';
import en_configurator from '../../web/i18n/locales/en/configurator.ts';
import en_quote from '../../web/i18n/locales/en/quote.ts';
import en_sales from '../../web/i18n/locales/en/sales.ts';
import en_target from '../../web/i18n/locales/en/target.ts';
import es_auth from '../../web/i18n/locales/es/auth.ts';
import es_common from '../../web/i18n/locales/es/common.ts';
import es_configurator from '../../web/i18n/locales/es/configurator.ts';
import es_quote from '../../web/i18n/locales/es/quote.ts';
import es_sales from '../../web/i18n/locales/es/sales.ts';
import es_target from '../../web/i18n/locales/es/target.ts';
import it_auth from '../../web/i18n/locales/it/auth.ts';
import it_common from '../../web/i18n/locales/it/common.ts';
import it_configurator from '../../web/i18n/locales/it/configurator.ts';
import it_quote from '../../web/i18n/locales/it/quote.ts';
import it_sales from '../../web/i18n/locales/it/sales.ts';
import it_target from '../../web/i18n/locales/it/target.ts';
import ja_auth from '../../web/i18n/locales/ja/auth.ts';
import ja_common from '../../web/i18n/locales/ja/common.ts';
import ja_configurator from '../../web/i18n/locales/ja/configurator.ts';
import ja_quote from '../../web/i18n/locales/ja/quote.ts';
import ja_sales from '../../web/i18n/locales/ja/sales.ts';
import ja_target from '../../web/i18n/locales/ja/target.ts';
import ko_auth from '../../web/i18n/locales/ko/auth.ts';
import ko_common from '../../web/i18n/locales/ko/common.ts';
import ko_configurator from '../../web/i18n/locales/ko/configurator.ts';
import ko_quote from '../../web/i18n/locales/ko/quote.ts';
import ko_sales from '../../web/i18n/locales/ko/sales.ts';
import ko_target from '../../web/i18n/locales/ko/target.ts';
import pt_auth from '../../web/i18n/locales/pt/auth.ts';
import pt_common from '../../web/i18n/locales/pt/common.ts';
import pt_configurator from '../../web/i18n/locales/pt/configurator.ts';
import pt_quote from '../../web/i18n/locales/pt/quote.ts';
import pt_sales from '../../web/i18n/locales/pt/sales.ts';
import pt_target from '../../web/i18n/locales/pt/target.ts';
import zh_auth from '../../web/i18n/locales/zh/auth.ts';
import zh_common from '../../web/i18n/locales/zh/common.ts';
import zh_configurator from '../../web/i18n/locales/zh/configurator.ts';
import zh_quote from '../../web/i18n/locales/zh/quote.ts';
import zh_sales from '../../web/i18n/locales/zh/sales.ts';
import zh_target from '../../web/i18n/locales/zh/target.ts';

type Tree = { readonly [key: string]: string | Tree };

/** locale → namespace → its texts. */
export const BUILT_TEXTS: Record<string, Record<string, Tree>> = {
  en: {
    auth: en_auth,
    common: en_common,
    configurator: en_configurator,
    quote: en_quote,
    sales: en_sales,
    target: en_target,
  },
  de: {
    auth: de_auth,
    common: de_common,
    configurator: de_configurator,
    quote: de_quote,
    sales: de_sales,
    target: de_target,
  },
  it: {
    auth: it_auth,
    common: it_common,
    configurator: it_configurator,
    quote: it_quote,
    sales: it_sales,
    target: it_target,
  },
  ja: {
    auth: ja_auth,
    common: ja_common,
    configurator: ja_configurator,
    quote: ja_quote,
    sales: ja_sales,
    target: ja_target,
  },
  es: {
    auth: es_auth,
    common: es_common,
    configurator: es_configurator,
    quote: es_quote,
    sales: es_sales,
    target: es_target,
  },
  pt: {
    auth: pt_auth,
    common: pt_common,
    configurator: pt_configurator,
    quote: pt_quote,
    sales: pt_sales,
    target: pt_target,
  },
  cs: {
    auth: cs_auth,
    common: cs_common,
    configurator: cs_configurator,
    quote: cs_quote,
    sales: cs_sales,
    target: cs_target,
  },
  zh: {
    auth: zh_auth,
    common: zh_common,
    configurator: zh_configurator,
    quote: zh_quote,
    sales: zh_sales,
    target: zh_target,
  },
  ko: {
    auth: ko_auth,
    common: ko_common,
    configurator: ko_configurator,
    quote: ko_quote,
    sales: ko_sales,
    target: ko_target,
  },
};
