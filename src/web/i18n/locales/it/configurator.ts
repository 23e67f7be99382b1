import type en from '../en/configurator.ts';

export default {
  pageTitle: '{{machine}} · Configuratore · {{product}}',
  loadErrorTitle: 'Impossibile caricare il configuratore',
  loadErrorText:
    'Il server non è raggiungibile o ha risposto con un errore. Controlli la connessione e riprovi.',
  retry: 'Riprova',
  startOver: 'Ricomincia',
  startedOver: 'Ripartito dalla dotazione standard. “Annulla” ripristina le sue scelte.',
  frequencySwitched: 'La rete elettrica in {{country}} è a 60 Hz: le portate sono ora indicate a 60 Hz.',

  stepsLabel: 'Passi della configurazione',
  frequencySwitchedBack:
    'La rete elettrica in {{country}} è a 50 Hz: le portate sono di nuovo indicate a 50 Hz.',
  stepProgress: 'Passo {{n}} di {{total}} · {{title}}',
  baseStep: 'Linea di dosaggio, paese e serbatoio',
  stepComplete: 'completo',
  stepNeedsChoice: 'scelta mancante',
  stepPosition: 'Passo {{current}} di {{count}}',
  back: 'Indietro: {{step}}',
  next: 'Avanti: {{step}}',
  toSummary: 'Vai al riepilogo',
  stepAllHidden:
    'In questo passo nulla è compatibile con le scelte attuali. Ogni opzione indica che cosa le serve.',
  subStepAllHidden:
    'Nessuna di queste opzioni è compatibile con le scelte attuali. Ognuna indica che cosa le serve.',
  needsChoice: 'scelta mancante',

  dosingLine: 'Linea di dosaggio',
  dosingLineHelp:
    'La linea di dosaggio determina la portata della macchina. Le portate sono nelle sue unità.',
  country: 'Paese di destinazione',
  countryHelp:
    'Norme sulle attrezzature a pressione, messa in servizio e prezzi dipendono dal paese di destinazione.',
  agencyCountry: 'agenzia locale',
  dayTank: 'Serbatoio di lavoro',
  dayTankHelp: 'I serbatoi di lavoro per poliolo e isocianato sulla macchina.',
  poly: 'Poliolo',
  iso: 'Iso',
  flowRange: '{{min}}–{{max}} {{unit}}',
  compareTitle: 'Linee di dosaggio a confronto',
  comparePrice: 'Differenza di prezzo',
  compareCurrent: 'scelta',
  unitsLabel: 'Portate in',
  frequency: 'Frequenza di rete',
  flowUnit: 'Unità di portata',

  selectNone: '— nessuna scelta —',
  notAvailable: 'Non disponibile',
  hiddenNeeds: 'Richiede {{needs}} ({{subStep}}, passo {{step}})',
  inPackageLocked: 'Parte di {{package}}: rimuova il pacchetto per modificarla.',
  numberInvalid: 'Inserisca un numero, per esempio 12,5.',
  textHint: 'Viene salvato quando lascia il campo.',

  priceIncluded: 'incluso',
  priceSame: 'stesso prezzo',
  priceInPackage: 'nel pacchetto',
  priceOnRequest: 'prezzo su richiesta',
  priceDependsOn: 'il prezzo dipende da {{what}}',
  priceFrom: 'da {{amount}}',
  pricePending: 'prezzo calcolato dopo la scelta di {{what}}',
  totalPendingNote: 'Non ancora nel totale: {{options}}. Indica il prezzo di quanto scelto finora.',
  toQuote: 'Richiedi un’offerta o un PDF',
  priceUnknown: 'prezzo non disponibile',
  pricePlus: '+ {{amount}}',
  priceMinus: '− {{amount}}',

  removedTitle: 'Rimosso dalla sua configurazione',
  removedBecause: '{{option}} è stato rimosso perché ha scelto {{choice}} nel passo {{step}}.',
  removedPackage:
    '{{option}} è stato rimosso perché il suo {{packageOption}} non è compatibile con {{choice}} (passo {{step}}).',
  removedNotOffered: '{{option}} è stato rimosso: non è più offerto.',
  removedDefault: "{{subStep}} torna all'opzione predefinita: {{option}}.",
  undo: 'Annulla',
  undoShortcut: 'Anche Ctrl+Z annulla le ultime modifiche.',
  dismiss: 'Chiudi',

  notOfferedTitle: 'Alcune scelte non sono più offerte',
  notOfferedCode:
    'La configurazione {{code}} è stata aperta. Queste scelte non sono più offerte e sono state tralasciate:',
  notOfferedLocal:
    'La sua ultima configurazione è stata ripristinata. Queste scelte non sono più offerte e sono state tralasciate:',
  notOfferedRemoved: 'non più offerto',
  notOfferedHidden: 'non è più compatibile con le altre scelte',
  codeOpened: 'La configurazione {{code}} è stata aperta.',
  codeNotFound:
    'Non esiste una configurazione salvata con il codice {{code}}. Controlli il codice o parta dalla configurazione qui sotto.',
  codeInvalid:
    '“{{code}}” non è un codice di configurazione. Un codice ha 8 caratteri, per esempio 7K3M-QX9P.',
  codeOpenError: 'Impossibile aprire la configurazione {{code}}. Riprovi più tardi.',
  codeOtherMachine: 'Il codice {{code}} appartiene a un’altra macchina.',
  codeOtherMachineLink: 'Aprirlo lì',

  summaryTitle: 'La sua configurazione',

  priceLoading: 'Caricamento del prezzo…',
  machine: 'Macchina',
  basePrice: 'Prezzo base',
  optionsTitle: 'Opzioni',
  noOptions: 'Nessuna opzione scelta finora.',
  packageSelected: 'scelto',
  packageSavings: 'Risparmio pacchetti',
  packageDifference: 'Differenza di prezzo dei pacchetti',
  discount: 'Sconto',
  total: 'Totale',
  totalNote: 'Prezzo di listino in euro, franco fabbrica, IVA esclusa.',
  pricesOnRequest: 'Prezzi su richiesta. Salvi la configurazione e ci chieda un’offerta.',
  agencyPrices:
    'I prezzi per {{country}} sono indicati dalla nostra agenzia locale. Salvi la configurazione e chieda un’offerta.',
  priceMissingBase:
    'Non c’è un prezzo per {{dosingLine}} con {{dayTank}} per {{country}}. Scelga un altro serbatoio o ci chieda un’offerta.',
  priceMissingDependsOn: 'Il prezzo di {{option}} dipende da {{what}}. Scelga prima lì.',
  priceMissingPrice: 'Non c’è un prezzo per {{option}} con la scelta di {{what}}. Ci chieda un’offerta.',
  priceBroken: 'Per questa configurazione non è possibile calcolare il prezzo. Ci chieda un’offerta.',
  incompleteSteps: 'Scelte ancora mancanti:',
  allComplete: 'Tutti i passi sono completi.',
  showSummary: 'Riepilogo',
  closeSummary: 'Chiudi',

  save: 'Salva configurazione',
  saving: 'Salvataggio…',
  savedTitle: 'Il suo codice di configurazione',
  savedText: 'Conservi il codice o condivida il link: chiunque può aprire questa configurazione.',
  link: 'Link',
  copyLink: 'Copia link',
  copied: 'Copiato',
  qrLabel: 'Codice QR del link alla configurazione {{code}}',
  savedOutdated: 'Ha modificato la configurazione dopo averla salvata. Salvi di nuovo per un nuovo codice.',
  saveTooMany:
    'Dal suo indirizzo sono state salvate troppe configurazioni. Attenda qualche minuto e riprovi.',
  saveOffline: 'Impossibile salvare la configurazione: nessuna connessione al server. Riprovi.',
  saveWaitingOnline:
    'Sei offline. La tua configurazione è conservata; il salvataggio avverrà quando la connessione tornerà disponibile.',
  saveFailed: 'Impossibile salvare la configurazione: {{message}}',
  lastCode: 'Il suo ultimo codice per questa macchina: {{code}}',
  openLastCode: 'Apri',
  recommended: 'Consigliato',
  dealItemChosen: '{{item}} (già scelto)',
  dealContains: 'Contiene {{items}}',
  dealSaves: 'risparmia {{amount}} rispetto all’acquisto separato',
  helpToggle: 'Che cos’è?',
} as const satisfies Record<keyof typeof en, string>;
