import type en from '../en/configurator.ts';

export default {
  pageTitle: '{{machine}} · Konfigurator · {{product}}',
  loadErrorTitle: 'Der Konfigurator konnte nicht geladen werden',
  loadErrorText:
    'Der Server war nicht erreichbar oder hat mit einem Fehler geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  startOver: 'Neu beginnen',
  startedOver: 'Neu begonnen mit der Standardausstattung. „Rückgängig“ holt Ihre Auswahl zurück.',
  frequencySwitched: 'Das Stromnetz in {{country}} hat 60 Hz: Durchflüsse werden jetzt bei 60 Hz angezeigt.',

  stepsLabel: 'Konfigurationsschritte',
  frequencySwitchedBack:
    'Das Stromnetz in {{country}} hat 50 Hz: Durchflüsse werden wieder bei 50 Hz angezeigt.',
  stepProgress: 'Schritt {{n}} von {{total}} · {{title}}',
  baseStep: 'Dosierlinie, Land und Arbeitsbehälter',
  stepComplete: 'vollständig',
  stepNeedsChoice: 'Auswahl fehlt',
  stepPosition: 'Schritt {{current}} von {{count}}',
  back: 'Zurück: {{step}}',
  next: 'Weiter: {{step}}',
  toSummary: 'Zur Zusammenfassung',
  stepAllHidden:
    'In diesem Schritt passt nichts zu Ihrer bisherigen Auswahl. Jede Option sagt, was sie braucht.',
  subStepAllHidden: 'Keine dieser Optionen passt zu Ihrer bisherigen Auswahl. Jede sagt, was sie braucht.',
  needsChoice: 'Auswahl fehlt',

  dosingLine: 'Dosierlinie',
  dosingLineHelp:
    'Die Dosierlinie bestimmt die Leistung der Maschine. Durchflüsse stehen in Ihren Einheiten.',
  country: 'Bestimmungsland',
  countryHelp: 'Druckgeräteregeln, Inbetriebnahme und Preise hängen vom Land ab, in das die Maschine geht.',
  agencyCountry: 'Vertretung vor Ort',
  dayTank: 'Arbeitsbehälter',
  dayTankHelp: 'Die Arbeitsbehälter für Polyol und Isocyanat auf der Maschine.',
  poly: 'Poly',
  iso: 'Iso',
  flowRange: '{{min}}–{{max}} {{unit}}',
  compareTitle: 'Dosierlinien im Vergleich',
  comparePrice: 'Preisunterschied',
  compareCurrent: 'gewählt',
  unitsLabel: 'Durchfluss in',
  frequency: 'Netzfrequenz',
  flowUnit: 'Durchflusseinheit',

  selectNone: '— keine Auswahl —',
  notAvailable: 'Nicht verfügbar',
  hiddenNeeds: 'Benötigt {{needs}} ({{subStep}}, Schritt {{step}})',
  inPackageLocked: 'Teil von {{package}}: Entfernen Sie das Paket, um dies zu ändern.',
  numberInvalid: 'Geben Sie eine Zahl ein, zum Beispiel 12,5.',
  textHint: 'Wird gespeichert, wenn Sie das Feld verlassen.',

  priceIncluded: 'inklusive',
  priceSame: 'gleicher Preis',
  priceInPackage: 'im Paket',
  priceOnRequest: 'Preis auf Anfrage',
  priceDependsOn: 'Preis hängt von {{what}} ab',
  priceFrom: 'ab {{amount}}',
  pricePending: 'Preis folgt, sobald {{what}} gewählt ist',
  totalPendingNote: 'Noch nicht in der Summe: {{options}}. Sie zeigt den Preis der bisherigen Auswahl.',
  toQuote: 'Angebot anfragen oder PDF',
  priceUnknown: 'Preis nicht verfügbar',
  pricePlus: '+ {{amount}}',
  priceMinus: '− {{amount}}',

  removedTitle: 'Aus Ihrer Konfiguration entfernt',
  removedBecause: '{{option}} wurde entfernt, weil Sie {{choice}} im Schritt {{step}} gewählt haben.',
  removedPackage:
    '{{option}} wurde entfernt, weil das enthaltene {{packageOption}} nicht zu {{choice}} passt (Schritt {{step}}).',
  removedNotOffered: '{{option}} wurde entfernt: Es wird nicht mehr angeboten.',
  removedDefault: '{{subStep}} ist wieder auf der Vorgabe: {{option}}.',
  undo: 'Rückgängig',
  undoShortcut: 'Strg+Z macht die letzten Änderungen ebenfalls rückgängig.',
  dismiss: 'Ausblenden',

  notOfferedTitle: 'Einige Angaben werden nicht mehr angeboten',
  notOfferedCode:
    'Die Konfiguration {{code}} wurde geöffnet. Diese Angaben werden nicht mehr angeboten und wurden weggelassen:',
  notOfferedLocal:
    'Ihre letzte Konfiguration wurde wiederhergestellt. Diese Angaben werden nicht mehr angeboten und wurden weggelassen:',
  notOfferedRemoved: 'nicht mehr im Angebot',
  notOfferedHidden: 'passt nicht mehr zur übrigen Auswahl',
  codeOpened: 'Die Konfiguration {{code}} wurde geöffnet.',
  codeNotFound:
    'Es gibt keine gespeicherte Konfiguration mit dem Code {{code}}. Prüfen Sie den Code oder beginnen Sie mit der Konfiguration unten.',
  codeInvalid: '„{{code}}“ ist kein Konfigurationscode. Ein Code hat 8 Zeichen, zum Beispiel 7K3M-QX9P.',
  codeOpenError: 'Die Konfiguration {{code}} konnte nicht geöffnet werden. Versuchen Sie es später erneut.',
  codeOtherMachine: 'Der Code {{code}} gehört zu einer anderen Maschine.',
  codeOtherMachineLink: 'Dort öffnen',

  summaryTitle: 'Ihre Konfiguration',

  priceLoading: 'Preis wird geladen …',
  machine: 'Maschine',
  basePrice: 'Grundpreis',
  optionsTitle: 'Optionen',
  noOptions: 'Noch keine Optionen gewählt.',
  packageSelected: 'gewählt',
  packageSavings: 'Paketersparnis',
  packageDifference: 'Preisunterschied der Pakete',
  discount: 'Rabatt',
  total: 'Gesamt',
  totalNote: 'Listenpreis in Euro, ab Werk, ohne Mehrwertsteuer.',
  pricesOnRequest: 'Preise auf Anfrage. Speichern Sie Ihre Konfiguration und fragen Sie ein Angebot an.',
  agencyPrices:
    'Preise für {{country}} nennt unsere Vertretung vor Ort. Speichern Sie Ihre Konfiguration und fragen Sie ein Angebot an.',
  priceMissingBase:
    'Für {{dosingLine}} mit {{dayTank}} gibt es für {{country}} keinen Preis. Wählen Sie einen anderen Arbeitsbehälter oder fragen Sie ein Angebot an.',
  priceMissingDependsOn: 'Der Preis von {{option}} hängt von {{what}} ab. Wählen Sie dort zuerst.',
  priceMissingPrice:
    'Für {{option}} gibt es mit der gewählten Angabe „{{what}}“ keinen Preis. Fragen Sie ein Angebot an.',
  priceBroken: 'Für diese Konfiguration lässt sich kein Preis berechnen. Fragen Sie ein Angebot an.',
  incompleteSteps: 'Noch auszuwählen:',
  allComplete: 'Alle Schritte sind vollständig.',
  showSummary: 'Zusammenfassung',
  closeSummary: 'Schließen',

  save: 'Konfiguration speichern',
  saving: 'Wird gespeichert …',
  savedTitle: 'Ihr Konfigurationscode',
  savedText: 'Notieren Sie den Code oder teilen Sie den Link: Damit kann jeder diese Konfiguration öffnen.',
  link: 'Link',
  copyLink: 'Link kopieren',
  copied: 'Kopiert',
  qrLabel: 'QR-Code des Links zur Konfiguration {{code}}',
  savedOutdated:
    'Sie haben die Konfiguration nach dem Speichern geändert. Speichern Sie erneut für einen neuen Code.',
  saveTooMany:
    'Von Ihrer Adresse wurden zu viele Konfigurationen gespeichert. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  saveOffline:
    'Die Konfiguration konnte nicht gespeichert werden: Es besteht keine Verbindung zum Server. Versuchen Sie es erneut.',
  saveWaitingOnline:
    'Sie sind offline. Ihre Konfiguration bleibt erhalten; gespeichert wird, sobald die Verbindung wieder besteht.',
  saveFailed: 'Die Konfiguration konnte nicht gespeichert werden: {{message}}',
  lastCode: 'Ihr letzter Code für diese Maschine: {{code}}',
  openLastCode: 'Öffnen',
  saveName: 'Bezeichnung (optional)',
  saveCustomer: 'Kunde (optional)',
  labelTooLong: 'Bitte höchstens {{max}} Zeichen: Dieser Text hat {{length}}.',
  labelRefused:
    'Dieser Text konnte nicht gespeichert werden. Kürzen Sie ihn oder lassen Sie Sonderzeichen weg.',
  savedInAccount: 'Sie steht auf Ihrer Liste in Ihrem Konto, auf jedem Gerät, an dem Sie sich anmelden:',
  savedOnDevice: 'Sie steht auf der Liste dieses Geräts:',
  toMyConfigurations: 'Meine Konfigurationen',
  myDocumentTitle: 'Meine Konfigurationen · Konfigurator · {{product}}',
  myTitle: 'Meine Konfigurationen',
  myIntro:
    'Die Konfigurationen, die Sie auf diesem Gerät gespeichert haben. Öffnen Sie eine, um weiterzumachen, benennen Sie sie um, entfernen Sie sie, oder markieren Sie zwei, um sie nebeneinander zu vergleichen.',
  myIntroAccount:
    'Die Konfigurationen, die Sie angemeldet gespeichert haben, auf jedem Gerät dieselben. Öffnen Sie eine, um weiterzumachen, benennen Sie sie um, entfernen Sie sie, oder markieren Sie zwei, um sie nebeneinander zu vergleichen.',
  myAccountHeading: 'In Ihrem Konto',
  myDeviceHeading: 'Auf diesem Gerät',
  myAccountEmpty:
    'In Ihrem Konto ist noch nichts gespeichert. Was Sie angemeldet speichern, erscheint hier, auf jedem Gerät.',
  myAccountFailed:
    'Ihre gespeicherten Konfigurationen konnten nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  myEmpty:
    'Sie haben auf diesem Gerät noch keine Konfiguration gespeichert. Konfigurieren Sie eine Maschine und wählen Sie „Konfiguration speichern“: Sie erscheint hier mit ihrem Code.',
  myEmptyLink: 'Maschine wählen',
  myUnnamed: '{{machine}} (ohne Bezeichnung)',
  myTotal: 'Gesamt beim Speichern',
  mySavedAt: 'Gespeichert',
  myCustomer: 'Kunde',
  myNoTotal: 'kein Preis angezeigt',
  myWhich: '„{{name}}“, {{code}}',
  myPick: 'Vergleichen',
  myOpen: 'Öffnen',
  myRename: 'Umbenennen',
  myRemove: 'Entfernen',
  myNameLabel: 'Bezeichnung',
  myNameHint: 'Höchstens {{max}} Zeichen. Leer lassen für keine Bezeichnung.',
  myRenameSave: 'Bezeichnung speichern',
  myCancel: 'Abbrechen',
  myRemoveTitle: '„{{name}}“ entfernen?',
  myRemoveDeviceText:
    'Sie wird von der Liste dieses Geräts entfernt. Der Code {{code}} bleibt gültig: Sie können die Konfiguration weiterhin damit öffnen.',
  myRemoveAccountText:
    'Sie wird auf allen Geräten von Ihrer Liste entfernt. Der Code {{code}} bleibt gültig: Sie können die Konfiguration weiterhin damit öffnen.',
  myRemoveConfirm: 'Entfernen',
  myRemoved: '„{{name}}“ wurde von der Liste entfernt.',
  myNotStored:
    'Dieser Browser hat die Änderung nicht speichern lassen. Prüfen Sie, ob er dieser Website erlaubt, Daten zu speichern.',
  myChangedElsewhere:
    'Sie wurde inzwischen auf einem anderen Gerät geändert. Die Liste zeigt sie jetzt so, wie sie ist: Benennen Sie sie erneut um, wenn Sie das noch möchten.',
  myGone: 'Sie steht nicht mehr auf Ihrer Liste: Sie wurde auf einem anderen Gerät entfernt.',
  myOffline: 'Keine Verbindung zum Server. Versuchen Sie es erneut, sobald Sie wieder online sind.',
  myFailed: 'Die Änderung konnte nicht gespeichert werden. Versuchen Sie es erneut.',
  myPickTwo:
    'Markieren Sie zwei Konfigurationen, um sie nebeneinander zu vergleichen ({{count}} von 2 markiert).',
  myPickedTwo:
    'Zwei markiert: Vergleichen Sie sie, oder heben Sie eine Markierung auf, um eine andere zu wählen.',
  myCompare: 'Nebeneinander vergleichen',
  myPickNone: 'Alle Markierungen aufheben',
  myCompareBack: 'Zurück zu meinen Konfigurationen',
  myCompareTitle: 'Nebeneinander',
  myCompareBase: 'Maschine und Grundauswahl',
  myCompareTotals: 'Summen',
  myNotOffered: 'Nicht mehr angeboten',
  myCompareWhat: 'Schritt und Option',
  myCompareDiffers: 'abweichend',
  myCompareNone: 'keine',
  myCompareSame: 'Die beiden Konfigurationen sind gleich.',
  myCompareDifferences: 'Abweichende Zeilen: {{count}}',
  myCompareOnlyDifferences: 'Nur Abweichungen zeigen',
  myCompareNotFound: 'Es gibt keine gespeicherte Konfiguration mit dem Code {{code}}.',
  myCompareFailed:
    'Die Konfiguration {{code}} konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  myCompareNote:
    'Preise, wie der Konfigurator sie heute nennt, ohne Rabatt. Eine Option, die nicht mehr angeboten wird, ist weggelassen und unter „Summen“ genannt.',
} as const satisfies Record<keyof typeof en, string>;
