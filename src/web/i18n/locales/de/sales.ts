import type { Messages } from '../../messages.ts';
import type en from '../en/sales.ts';

export default {
  salesLogin: 'Vertriebs-Login',
  salesLogout: 'Vertriebs-Logout',
  salesMode: 'Vertriebsmodus',
  salesModeOn:
    'Der Vertriebsmodus ist an: Agenturpreise, Rabatt, Paketersparnis und Artikelnummern werden angezeigt.',
  pinLabel: 'PIN',
  pinHelp: 'Geben Sie Ihre Messe-PIN ein, um den Vertriebsmodus einzuschalten.',
  pinRequired: 'Geben Sie die PIN ein.',
  invalidPin: 'Ungültige PIN',
  pinTooMany: 'Zu viele falsche PINs. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
  cancel: 'Abbrechen',
  close: 'Schließen',
  ok: 'OK',
  tradeFairModeDisabled: 'Messemodus deaktiviert',
  tradeFairModeDisabledText:
    'Der Vertriebsmodus wurde nach 5 Minuten ohne Aktivität ausgeschaltet. Die Konfiguration bleibt erhalten.',
  switchFailed: 'Der Vertriebsmodus konnte nicht umgeschaltet werden: {{message}}',
  switchOffline:
    'Der Vertriebsmodus konnte nicht umgeschaltet werden: keine Verbindung zum Server. Versuchen Sie es erneut.',

  discount: 'Rabatt',
  discountHelp: '{{rate}} je bepreister Option außerhalb der Pakete (derzeit {{count}}).',
  packageSavingsTitle: 'Paketersparnis',
  packageOptions: 'Optionen einzeln',
  packagePrice: 'Paketpreis',
  packageSaving: 'Ersparnis',
  articleNumbersTitle: 'Artikelnummern',
  articleNumberMissing: 'keine Artikelnummer',
  noArticleNumbers: 'Noch ist keine Option mit Artikelnummer gewählt.',
  agencyPrice: 'Agenturpreis für {{country}}.',

  customerTitle: 'Kunde im PDF',
  customerHelp: 'Im Vertriebsmodus kann das PDF-Angebot den Kunden nennen. Leer lassen für ein Angebot ohne.',
  customerName: 'Name',
  customerCompany: 'Firma',
  customerEmail: 'E-Mail',
  customerPhone: 'Telefon',
  customerCountry: 'Land',
  customerEmailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
} as const satisfies Messages<typeof en>;
