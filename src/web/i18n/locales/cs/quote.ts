import type { Messages } from '../../messages.ts';
import type en from '../en/quote.ts';

export default {
  pdfTitle: 'Nabídka v PDF',
  pdfText: 'Tato konfigurace s cenami, kódem a QR kódem ve vašem jazyce.',
  pdfDownload: 'Stáhnout nabídku v PDF',
  pdfPreparing: 'Připravuje se PDF…',
  pdfReady: 'Vaše PDF ke konfiguraci {{code}} je připraveno.',
  pdfOpen: 'Otevřít PDF',
  pdfTooMany: 'Během krátké doby jste vyžádali mnoho PDF. Počkejte prosím minutu a stáhněte je znovu.',
  pdfBusyRetrying: 'Právě se připravuje mnoho PDF. To vaše bude hotové za několik sekund.',
  pdfBusy: 'Právě se připravuje mnoho PDF. Zkuste to prosím znovu za několik sekund.',
  pdfFailed: 'PDF nelze připravit: {{message}}',
  pdfOffline: 'PDF nelze stáhnout: žádné spojení se serverem. Zkuste to znovu.',
  saveOffline: 'Konfiguraci nelze uložit: není spojení se serverem. Zkuste to znovu.',
  saveTooMany:
    'Z vaší adresy bylo uloženo příliš mnoho konfigurací. Počkejte několik minut a zkuste to znovu.',
  saveFailed: 'Konfiguraci nelze uložit: {{message}}',

  requestTitle: 'Vyžádat nabídku',
  requestIntro:
    'Pošlete nám tuto konfiguraci a náš obchodní tým vás kontaktuje s nabídkou. Pole označená * jsou povinná.',
  name: 'Jméno',
  company: 'Firma',
  email: 'E-mail',
  country: 'Vaše země',
  chooseCountry: '— vyberte —',
  phone: 'Telefon (nepovinné)',
  message: 'Zpráva (nepovinné)',
  consent: 'Souhlasím, že mě kvůli této poptávce kontaktujete a moje údaje k tomu uložíte.',
  privacyLink: 'Ochrana osobních údajů',
  honeypot: 'Toto pole nechte prázdné',
  send: 'Odeslat poptávku',
  sending: 'Odesílá se…',
  nameRequired: 'Zadejte své jméno.',
  companyRequired: 'Zadejte svou firmu.',
  emailInvalid: 'Zadejte platnou e-mailovou adresu, např. jmeno@firma.cz.',
  countryRequired: 'Vyberte svou zemi.',
  phoneInvalid: 'Zadejte telefonní číslo z číslic (a pouze + ( ) / . -).',
  messageTooLong: 'Zpráva má nejvýše 4000 znaků.',
  consentRequired: 'Souhlaste prosím, že vás k této poptávce smíme kontaktovat.',
  checkFields: 'Zkontrolujte označená pole.',
  tooMany: 'Z vaší adresy bylo odesláno příliš mnoho poptávek. Zkuste to znovu za hodinu.',
  offline: 'Poptávku nelze odeslat: není spojení se serverem. Vaše údaje zůstávají; zkuste to znovu.',
  failed: 'Poptávku nelze odeslat: {{message}}',
  thanksTitle: 'Děkujeme, vaše poptávka byla odeslána',
  thanksText:
    'Náš obchodní tým vás kontaktuje na {{email}} ohledně konfigurace {{code}}, obvykle do dvou pracovních dnů.',
  another: 'Odeslat další poptávku',
  queuedTitle: 'Vaše poptávka je uložena v tomto tabletu',
  queuedText:
    'Právě není k dispozici připojení. Vaše poptávka k {{reference}} se odešle automaticky, jakmile bude připojení obnoveno; náš obchodní tým vás pak kontaktuje na {{email}}.',
  targetMessage:
    'Náš požadavek z vyhledávače strojů: {{output}} při mísicím poměru 100:{{ratio}}, hustoty polyol {{densityPoly}} a izokyanát {{densityIso}} g/cm³.',
  targetApplication: 'Použití: {{application}}.',
  targetNotCovered: 'Tato konfigurace ho nepokrývá: prosíme o radu.',
} as const satisfies Messages<typeof en>;
