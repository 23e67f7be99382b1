import type { Messages } from '../../messages.ts';
import type en from '../en/sales.ts';

export default {
  salesLogin: 'Accesso vendite',
  salesLogout: 'Esci da vendite',
  salesMode: 'Modalità vendite',
  salesModeOn:
    'La modalità vendite è attiva: sono visibili prezzi agenzia, sconto, risparmio dei pacchetti e codici articolo.',
  pinLabel: 'PIN',
  pinHelp: 'Inserisca il PIN fiera per attivare la modalità vendite.',
  pinRequired: 'Inserisca il PIN.',
  invalidPin: 'PIN non valido',
  pinTooMany: 'Troppi PIN errati. Attenda qualche minuto e riprovi.',
  cancel: 'Annulla',
  close: 'Chiudi',
  ok: 'OK',
  tradeFairModeDisabled: 'Modalità fiera disattivata',
  tradeFairModeDisabledText:
    'La modalità vendite è stata disattivata dopo 5 minuti di inattività. La configurazione resta invariata.',
  switchFailed: 'Impossibile cambiare la modalità vendite: {{message}}',
  switchOffline: 'Impossibile cambiare la modalità vendite: nessuna connessione al server. Riprovi.',

  discount: 'Sconto',
  discountHelp: '{{rate}} per ogni opzione con prezzo fuori dai pacchetti (ora {{count}}).',
  packageSavingsTitle: 'Risparmio dei pacchetti',
  packageOptions: 'Opzioni singole',
  packagePrice: 'Prezzo del pacchetto',
  packageSaving: 'Risparmio',
  articleNumbersTitle: 'Codici articolo',
  articleNumberMissing: 'nessun codice articolo',
  noArticleNumbers: 'Non è ancora scelta alcuna opzione con codice articolo.',
  agencyPrice: 'Prezzo agenzia per {{country}}.',

  customerTitle: 'Cliente nel PDF',
  customerHelp:
    'In modalità vendite l’offerta PDF può indicare il cliente. Lasci vuoto per un’offerta senza.',
  customerName: 'Nome',
  customerCompany: 'Azienda',
  customerEmail: 'E-mail',
  customerPhone: 'Telefono',
  customerCountry: 'Paese',
  customerEmailInvalid: 'Inserisca un indirizzo e-mail valido, ad es. nome@azienda.it.',
} as const satisfies Messages<typeof en>;
