import type { Messages } from '../../messages.ts';
import type en from '../en/sales.ts';

export default {
  salesLogin: 'Přihlášení obchodu',
  salesLogout: 'Odhlášení obchodu',
  salesMode: 'Obchodní režim',
  salesModeOn:
    'Obchodní režim je zapnutý: zobrazují se ceny agentury, sleva, úspora balíčků a čísla artiklů.',
  pinLabel: 'PIN',
  pinHelp: 'Zadejte svůj veletržní PIN a zapněte obchodní režim.',
  pinRequired: 'Zadejte PIN.',
  invalidPin: 'Neplatný PIN',
  pinTooMany: 'Příliš mnoho chybných PINů. Počkejte několik minut a zkuste to znovu.',
  cancel: 'Zrušit',
  close: 'Zavřít',
  ok: 'OK',
  tradeFairModeDisabled: 'Veletržní režim vypnut',
  tradeFairModeDisabledText:
    'Obchodní režim byl vypnut po 5 minutách bez aktivity. Konfigurace zůstává zachována.',
  switchFailed: 'Obchodní režim nelze přepnout: {{message}}',
  switchOffline: 'Obchodní režim nelze přepnout: není spojení se serverem. Zkuste to znovu.',

  discount: 'Sleva',
  discountHelp: '{{rate}} za každou oceněnou volbu mimo balíčky (nyní {{count}}).',
  packageSavingsTitle: 'Úspora balíčků',
  packageOptions: 'Volby jednotlivě',
  packagePrice: 'Cena balíčku',
  packageSaving: 'Úspora',
  articleNumbersTitle: 'Čísla artiklů',
  articleNumberMissing: 'bez čísla artiklu',
  noArticleNumbers: 'Zatím není zvolena žádná volba s číslem artiklu.',
  agencyPrice: 'Cena agentury pro {{country}}.',

  customerTitle: 'Zákazník v PDF',
  customerHelp: 'V obchodním režimu může nabídka v PDF uvádět zákazníka. Nechte prázdné pro nabídku bez něj.',
  customerName: 'Jméno',
  customerCompany: 'Firma',
  customerEmail: 'E-mail',
  customerPhone: 'Telefon',
  customerCountry: 'Země',
  customerEmailInvalid: 'Zadejte platnou e-mailovou adresu, např. jmeno@firma.cz.',
} as const satisfies Messages<typeof en>;
