import type { Messages } from '../../messages.ts';
import type en from '../en/quote.ts';

export default {
  pdfTitle: 'Angebot als PDF',
  pdfText: 'Diese Konfiguration mit Preisen, Code und QR-Code, in Ihrer Sprache.',
  pdfDownload: 'PDF-Angebot herunterladen',
  pdfPreparing: 'PDF wird vorbereitet…',
  pdfReady: 'Ihr PDF zur Konfiguration {{code}} ist bereit.',
  pdfOpen: 'PDF öffnen',
  pdfTooMany:
    'Sie haben in kurzer Zeit viele PDFs angefordert. Bitte warten Sie eine Minute und laden Sie es dann erneut herunter.',
  pdfBusyRetrying: 'Gerade werden viele PDFs erstellt. Ihres folgt in wenigen Sekunden.',
  pdfBusy: 'Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
  pdfFailed: 'Das PDF konnte nicht erstellt werden: {{message}}',
  pdfOffline:
    'Das PDF konnte nicht heruntergeladen werden: keine Verbindung zum Server. Versuchen Sie es erneut.',
  saveOffline:
    'Die Konfiguration konnte nicht gespeichert werden: keine Verbindung zum Server. Versuchen Sie es erneut.',
  saveTooMany:
    'Von Ihrer Adresse wurden zu viele Konfigurationen gespeichert. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  saveFailed: 'Die Konfiguration konnte nicht gespeichert werden: {{message}}',

  requestTitle: 'Angebot anfordern',
  requestIntro:
    'Senden Sie uns diese Konfiguration, und unser Vertrieb meldet sich mit einem Angebot. Mit * markierte Felder sind Pflichtfelder.',
  name: 'Name',
  company: 'Firma',
  email: 'E-Mail',
  country: 'Ihr Land',
  chooseCountry: '— bitte wählen —',
  phone: 'Telefon (optional)',
  message: 'Nachricht (optional)',
  consent:
    'Ich bin einverstanden, dass Sie mich zu dieser Anfrage kontaktieren und meine Angaben dafür speichern.',
  privacyLink: 'Datenschutz',
  honeypot: 'Dieses Feld leer lassen',
  send: 'Anfrage senden',
  sending: 'Wird gesendet…',
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  companyRequired: 'Bitte geben Sie Ihre Firma ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
  countryRequired: 'Bitte wählen Sie Ihr Land.',
  phoneInvalid: 'Bitte geben Sie eine Telefonnummer aus Ziffern ein (dazu nur + ( ) / . -).',
  messageTooLong: 'Die Nachricht hat höchstens 4000 Zeichen.',
  consentRequired: 'Bitte stimmen Sie zu, dass wir Sie zu dieser Anfrage kontaktieren dürfen.',
  checkFields: 'Bitte prüfen Sie die markierten Felder.',
  tooMany:
    'Von Ihrer Adresse wurden zu viele Anfragen gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
  offline:
    'Die Anfrage konnte nicht gesendet werden: keine Verbindung zum Server. Ihre Eingaben bleiben erhalten; versuchen Sie es erneut.',
  failed: 'Die Anfrage konnte nicht gesendet werden: {{message}}',
  thanksTitle: 'Vielen Dank, Ihre Anfrage wurde gesendet',
  thanksText:
    'Unser Vertrieb meldet sich unter {{email}} zur Konfiguration {{code}}, in der Regel innerhalb von zwei Arbeitstagen.',
  another: 'Weitere Anfrage senden',
  queuedTitle: 'Ihre Anfrage ist auf diesem Tablet gespeichert',
  queuedText:
    'Gerade besteht keine Verbindung. Ihre Anfrage zu {{reference}} wird automatisch gesendet, sobald die Verbindung wieder da ist; unser Vertrieb meldet sich dann unter {{email}}.',
  targetMessage:
    'Unsere Anforderung aus dem Maschinenfinder: {{output}} bei einem Mischungsverhältnis von 100:{{ratio}}, Dichten Polyol {{densityPoly}} und Isocyanat {{densityIso}} g/cm³.',
  targetApplication: 'Anwendung: {{application}}.',
  targetNotCovered: 'Diese Konfiguration deckt sie nicht ab: Bitte beraten Sie uns.',
} as const satisfies Messages<typeof en>;
