import type { Messages } from '../../messages.ts';
import type en from '../en/common.ts';

export default {
  common: {
    loading: 'Wird geladen …',
    comingSoon: 'Demnächst',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    partOffline:
      'Sie sind offline. Dieser Teil der Seite wird geladen, sobald die Verbindung wieder besteht.',
    partFailed: 'Dieser Teil der Seite konnte nicht geladen werden.',
    serverUnavailable:
      'Der Server ist gerade nicht erreichbar. Wir versuchen es weiter; Ihre Eingaben bleiben erhalten.',
    serverUnavailableShort: 'Server nicht erreichbar',
    offlineReady: 'Offline bereit · {{date}}',
    offlinePreparing: 'Offline-Nutzung wird vorbereitet… {{done}} von {{total}}',
    offlineNotReady: 'Offline nicht bereit',
    offlineUnsupported: 'Dieser Browser kann den Konfigurator nicht offline bereithalten',
    offlineWaiting: '{{count}} warten auf das Senden',
    offlineSending: 'Wird gesendet…',
    offlineDiscardConfirm:
      '{{count}} offline gespeicherte Konfigurationen oder Angebotsanfragen wurden noch nicht gesendet. Beim Abmelden werden sie verworfen. Trotzdem abmelden?',
  },
  header: {
    homeLink: 'Startseite des Meterline-Konfigurators',
    skipToContent: 'Zum Inhalt springen',
    menu: 'Menü',
    machines: 'Maschinen',
    home: 'Alle Maschinen',
    finder: 'Maschinenfinder',
    myConfigurations: 'Meine Konfigurationen',
    legal: 'Rechtliches',
    generalNotes: 'Allgemeine Hinweise',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
    makerWebsite: 'Aldermann-Website (Englisch)',
    newTab: '(öffnet in neuem Tab)',
    language: 'Sprache',
    languageButton: 'Sprache: {{language}}',
  },
  generalNotes: {
    title: 'Allgemeine Hinweise',
    generalTitle: 'Allgemeines',
    general:
      'Dieser Konfigurator hilft Ihnen, eine Dosiermaschine auszuwählen und auszustatten. Konfigurationen, Zeichnungen und technische Daten dienen der Planung; verbindlich ist die Spezifikation in unserer Auftragsbestätigung.',
    pricesTitle: 'Preise',
    prices:
      'Alle Preise sind Listenpreise in Euro ab Werk Lindau (Deutschland), zuzüglich Mehrwertsteuer, Verpackung und Transport. Sie gelten für Bestellungen bis zum 31. Dezember des laufenden Jahres. Länder mit einer Vertretung erhalten ihr Angebot von der Vertretung.',
    deliveryTitle: 'Lieferung',
    delivery:
      'Standardmaschinen werden 12 bis 14 Wochen nach technischer Klärung ausgeliefert, HX-Max-Maschinen nach 18 bis 20 Wochen. Lieferung FCA Lindau (Incoterms 2020); die Inbetriebnahme vor Ort dauert zwei bis drei Tage.',
    llama: 'Einige Texte dieses Konfigurators wurden mit einem Llama-3-Sprachmodell übersetzt.',
  },
  errors: {
    title: 'Etwas ist schiefgegangen',
    machinesUnavailable:
      'Die Maschinen konnten nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    languagesUnavailable: 'Die Sprachen konnten nicht geladen werden.',
    languageUnavailable:
      'Diese Sprache konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  units: {
    frequency: 'Netzfrequenz',
    flowUnit: 'Einheit der Förderleistung',
  },
  home: {
    documentTitle: 'Meterline-Konfigurator',
    title: 'Konfigurieren Sie Ihre Dosiermaschine',
    intro:
      'Wählen Sie eine Maschine, legen Sie Dosierlinie, Bestimmungsland und Arbeitsbehälter fest, ergänzen Sie die gewünschten Optionen und sehen Sie sofort den Preis. Speichern Sie Ihre Konfiguration als Code und fordern Sie ein Angebot an.',
    finderTeaser: 'Sie wissen nicht, welche Maschine zu Ihrem Schaumsystem und Ihrer Leistung passt?',
    finderLink: 'Maschinenfinder öffnen',
    myConfigurations: 'Meine Konfigurationen',
    myConfigurationsTeaser:
      'Schon einmal eine Konfiguration gespeichert? Finden Sie sie wieder, benennen Sie sie um oder vergleichen Sie zwei nebeneinander.',
    machines: 'Unsere Maschinen',
    output: 'Leistung',
    outputRange: '{{min}} bis {{max}}',
    outputUnknown: 'auf Anfrage',
    type: 'Bauart',
    highPressure: 'Hochdruck',
    lowPressure: 'Niederdruck',
    dosingLines: 'Dosierlinien: {{count}}',
    configure: 'Konfigurieren',
    empty: 'Derzeit werden keine Maschinen angeboten. Bitte schauen Sie später wieder vorbei.',
  },
  finder: {
    title: 'Maschinenfinder',
    intro:
      'Nennen Sie uns Ihre Anwendung, die benötigte Leistung und Ihr Mischungsverhältnis. Wir zeigen die Maschinen und Dosierlinien, die das leisten, die passendste zuerst.',
    formLabel: 'Ihr Prozess',
    application: 'Anwendung',
    anyApplication: 'Alle Anwendungen',
    outputGivenAs: 'Leistung angeben als',
    modeRate: 'Leistung',
    modeShot: 'Schussgewicht und -zeit',
    totalOutput: 'Gesamtleistung',
    totalOutputHint: 'Polyol und Isocyanat zusammen',
    shotWeight: 'Schussgewicht',
    shotTime: 'Schusszeit',
    shotOutput: 'Das entspricht einer Leistung von {{output}}.',
    ratio: 'Mischungsverhältnis Polyol : Isocyanat',
    ratioHint: 'Gewichtsteile Isocyanat auf 100 Teile Polyol',
    densityPoly: 'Dichte Polyol',
    densityIso: 'Dichte Isocyanat',
    units: 'Einheiten',
    defaultsNote: 'Die vorbelegten Werte sind ein Beispiel; tragen Sie die Ihres Schaumsystems ein.',
    enterPositive: 'Geben Sie eine Zahl größer als 0 ein.',
    ratioRange:
      'Geben Sie ein Mischungsverhältnis über 0 und bis {{max}} Teile Isocyanat auf 100 Teile Polyol ein.',
    densityRange: 'Geben Sie eine Dichte von {{min}} bis {{max}} g/cm³ ein.',
    results: 'Passende Maschinen',
    incomplete:
      'Geben Sie Leistung, Mischungsverhältnis und Dichten ein, um die passenden Maschinen zu sehen.',
    fittingTitle: 'Maschinen für {{output}}',
    noneTitle: 'Keine Maschine schafft {{output}}',
    noneHint:
      'Keine Dosierlinie deckt diese Leistung bei diesem Mischungsverhältnis ab. Vergleichen Sie die Bereiche unten oder fragen Sie uns nach einer Sondermaschine.',
    noneContact:
      'Sagen Sie unseren Ingenieuren, was Sie brauchen: Sie beraten zur {{name}}, die am nächsten kommt, oder bauen eine Maschine nach Maß.',
    noneContactButton: 'Unsere Ingenieure fragen',
    axisCaption: 'Gesamtleistung in g/s (logarithmische Skala); die rote Linie ist Ihre Leistung.',
    covers: 'Deckt mit diesem Schaumsystem {{min}} bis {{max}} ab.',
    notForRatio: 'Für dieses Mischungsverhältnis nicht geeignet.',
    linesThatFit: 'Passende Dosierlinien: {{count}}',
    bestFit: 'Beste Wahl',
    utilisation: 'Pumpenauslastung: Polyol {{poly}} %, Isocyanat {{iso}} % des Maximums',
    flows: 'Benötigte Förderströme: Polyol {{poly}}, Isocyanat {{iso}}',
    mixheads: 'Mischköpfe: {{names}}',
    configureLine: '{{name}} konfigurieren',
    othersTitle: 'Außerhalb ihres Bereichs',
    noMachineForApplication: 'Für diese Anwendung wird noch keine Maschine angeboten.',
  },
  applications: {
    rigid: 'Hartschaum',
    flexible: 'Weichschaum',
    elastomer: 'Elastomere',
    integralSkin: 'Integralschaum',
    semiRigid: 'Halbhartschaum',
    coating: 'Beschichtungen',
  },
  legal: {
    notWritten: 'Diese Seite ist noch nicht veröffentlicht.',
    loadError:
      'Diese Seite konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    makerLegalNotice: 'Impressum auf der Aldermann-Website',
    makerPrivacy: 'Datenschutzerklärung auf der Aldermann-Website',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es keine Seite. Sie wurde vielleicht verschoben, oder der Link ist unvollständig.',
    home: 'Zur Startseite des Konfigurators',
  },
  openCode: {
    label: 'Gespeicherte Konfiguration öffnen',
    hint: 'Der 8-stellige Code, zum Beispiel 7K3M-QX9P',
    submit: 'Öffnen',
    invalid: '„{{code}}“ ist kein Konfigurationscode. Ein Code hat 8 Zeichen, zum Beispiel 7K3M-QX9P.',
    notFound: 'Es gibt keine gespeicherte Konfiguration mit dem Code {{code}}. Prüfen Sie den Code.',
    failed:
      'Die Konfiguration {{code}} konnte nicht geöffnet werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  machineNotFound: {
    title: 'Maschine nicht gefunden',
    unknown:
      'Für „{{slug}}“ gibt es keinen Konfigurator. Der Link ist vielleicht unvollständig, oder die Maschine wird nicht mehr angeboten.',
    comingSoon: '{{name}} kommt demnächst. Der Konfigurator ist noch nicht freigeschaltet.',
    offered: 'Diese Maschinen können Sie konfigurieren:',
    finder: 'Die passende Maschine für Ihre Anwendung finden',
  },
} as const satisfies Messages<typeof en>;
