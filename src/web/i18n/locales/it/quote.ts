import type { Messages } from '../../messages.ts';
import type en from '../en/quote.ts';

export default {
  pdfTitle: 'Offerta in PDF',
  pdfText: 'Questa configurazione con prezzi, codice e codice QR, nella sua lingua.',
  pdfDownload: 'Scarica l’offerta PDF',
  pdfPreparing: 'Preparazione del PDF…',
  pdfReady: 'Il PDF della configurazione {{code}} è pronto.',
  pdfOpen: 'Apri il PDF',
  pdfTooMany: 'Ha richiesto molti PDF in poco tempo. Attenda un minuto, poi lo scarichi di nuovo.',
  pdfBusyRetrying: 'In questo momento si stanno preparando molti PDF. Il suo arriva tra pochi secondi.',
  pdfBusy: 'In questo momento si stanno preparando molti PDF. Riprovi tra qualche secondo.',
  pdfFailed: 'Impossibile preparare il PDF: {{message}}',
  pdfOffline: 'Impossibile scaricare il PDF: nessuna connessione al server. Riprovi.',
  saveOffline: 'Impossibile salvare la configurazione: nessuna connessione al server. Riprovi.',
  saveTooMany:
    'Dal suo indirizzo sono state salvate troppe configurazioni. Attenda qualche minuto e riprovi.',
  saveFailed: 'Impossibile salvare la configurazione: {{message}}',

  requestTitle: 'Richiedi un’offerta',
  requestIntro:
    'Ci invii questa configurazione e il nostro ufficio vendite la contatterà con un’offerta. I campi con * sono obbligatori.',
  name: 'Nome',
  company: 'Azienda',
  email: 'E-mail',
  country: 'Il suo paese',
  chooseCountry: '— scelga —',
  phone: 'Telefono (facoltativo)',
  message: 'Messaggio (facoltativo)',
  consent:
    'Acconsento a essere contattato per questa richiesta e alla conservazione dei miei dati a tale scopo.',
  privacyLink: 'Privacy',
  honeypot: 'Lasciare vuoto questo campo',
  send: 'Invia richiesta',
  sending: 'Invio in corso…',
  nameRequired: 'Inserisca il suo nome.',
  companyRequired: 'Inserisca la sua azienda.',
  emailInvalid: 'Inserisca un indirizzo e-mail valido, ad es. nome@azienda.it.',
  countryRequired: 'Scelga il suo paese.',
  phoneInvalid: 'Inserisca un numero di telefono con cifre (e solo + ( ) / . -).',
  messageTooLong: 'Il messaggio ha al massimo 4000 caratteri.',
  consentRequired: 'Acconsenta a essere contattato per questa richiesta.',
  checkFields: 'Controlli i campi evidenziati.',
  tooMany: 'Dal suo indirizzo sono state inviate troppe richieste. Riprovi tra un’ora.',
  offline:
    'Impossibile inviare la richiesta: nessuna connessione al server. I dati inseriti restano; riprovi.',
  failed: 'Impossibile inviare la richiesta: {{message}}',
  thanksTitle: 'Grazie, la sua richiesta è stata inviata',
  thanksText:
    'Il nostro ufficio vendite la contatterà all’indirizzo {{email}} per la configurazione {{code}}, di solito entro due giorni lavorativi.',
  another: 'Invia un’altra richiesta',
  queuedTitle: 'La sua richiesta è conservata su questo tablet',
  queuedText:
    'Al momento non c’è connessione. La richiesta per {{reference}} verrà inviata automaticamente appena la connessione torna; il nostro team commerciale la contatterà all’indirizzo {{email}}.',
  targetMessage:
    'La nostra esigenza dalla ricerca macchina: {{output}} con un rapporto di miscelazione di 100:{{ratio}}, densità poliolo {{densityPoly}} e isocianato {{densityIso}} g/cm³.',
  targetApplication: 'Applicazione: {{application}}.',
  targetNotCovered: 'Questa configurazione non la copre: vi chiediamo una consulenza.',
} as const satisfies Messages<typeof en>;
