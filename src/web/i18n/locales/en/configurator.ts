// English: the source of every text of the configurator page (namespace "configurator"). Every other
// locale's configurator.ts has exactly these keys, each with the same {{placeholders}}.
export default {
  // The tab's title, shaped as every item page's (domain/navigation/item-title.ts): a text rather than
  // that function, which the machine page's first load would carry.
  pageTitle: '{{machine}} · Configurator · {{product}}',
  loadErrorTitle: 'The configurator could not be loaded',
  loadErrorText:
    'The server could not be reached or answered with an error. Check your connection and try again.',
  retry: 'Try again',
  startOver: 'Start over',
  startedOver: 'Started over with the standard equipment. Undo brings your choices back.',

  stepsLabel: 'Configuration steps',
  stepProgress: 'Step {{n}} of {{total}} · {{title}}',
  baseStep: 'Dosing line, country and day tank',
  stepComplete: 'complete',
  stepNeedsChoice: 'needs a choice',
  stepPosition: 'Step {{current}} of {{count}}',
  back: 'Back: {{step}}',
  next: 'Next: {{step}}',
  toSummary: 'Review the summary',
  stepAllHidden: 'Nothing in this step fits your current choices. Each option says what it needs.',
  subStepAllHidden: 'None of these options fits your current choices. Each one says what it needs.',
  needsChoice: 'needs a choice',

  dosingLine: 'Dosing line',
  dosingLineHelp: 'The dosing line sets the output of the machine. Flows are shown in your units.',
  country: 'Destination country',
  countryHelp:
    'Pressure equipment rules, commissioning and prices depend on the country the machine goes to.',
  agencyCountry: 'local agency',
  dayTank: 'Day tank',
  dayTankHelp: 'The working tanks for polyol and isocyanate on the machine.',
  poly: 'Poly',
  iso: 'Iso',
  flowRange: '{{min}}–{{max}} {{unit}}',
  compareTitle: 'Dosing lines side by side',
  comparePrice: 'Price difference',
  compareCurrent: 'chosen',
  unitsLabel: 'Flows in',
  frequency: 'Mains frequency',
  flowUnit: 'Flow unit',

  selectNone: '— no choice —',
  notAvailable: 'Not available',
  hiddenNeeds: 'Needs {{needs}} ({{subStep}}, step {{step}})',
  inPackageLocked: 'Part of {{package}}: remove the package to change it.',
  numberInvalid: 'Enter a number, for example 12.5.',
  textHint: 'Saved when you leave the field.',

  priceIncluded: 'included',
  priceSame: 'same price',
  priceInPackage: 'in package',
  priceOnRequest: 'price on request',
  priceDependsOn: 'price depends on {{what}}',
  priceUnknown: 'price not available',
  pricePlus: '+ {{amount}}',
  priceMinus: '− {{amount}}',

  removedTitle: 'Removed from your configuration',
  removedBecause: '{{option}} was removed because you chose {{choice}} in step {{step}}.',
  removedPackage:
    '{{option}} was removed because {{packageOption}} in it does not fit {{choice}} (step {{step}}).',
  removedNotOffered: '{{option}} was removed: it is no longer offered.',
  removedDefault: '{{subStep}} is back to its default: {{option}}.',
  undo: 'Undo',
  undoShortcut: 'Ctrl+Z also undoes the last changes.',
  dismiss: 'Dismiss',

  notOfferedTitle: 'Some choices are no longer offered',
  notOfferedCode:
    'Configuration {{code}} was opened. These choices are not offered any more and were left out:',
  notOfferedLocal:
    'Your last configuration was restored. These choices are not offered any more and were left out:',
  notOfferedRemoved: 'no longer offered',
  notOfferedHidden: 'does not fit the other choices any more',
  codeOpened: 'Configuration {{code}} was opened.',
  codeNotFound:
    'There is no saved configuration with the code {{code}}. Check the code, or start from the configuration below.',
  codeInvalid: '“{{code}}” is not a configuration code. A code has 8 characters, for example 7K3M-QX9P.',
  codeOpenError: 'The configuration {{code}} could not be opened. Try again later.',
  codeOtherMachine: 'The code {{code}} belongs to another machine.',
  codeOtherMachineLink: 'Open it there',

  summaryTitle: 'Your configuration',

  priceLoading: 'Loading the price…',
  machine: 'Machine',
  basePrice: 'Base price',
  optionsTitle: 'Options',
  noOptions: 'No options chosen yet.',
  packageSelected: 'selected',
  packageSavings: 'Package savings',
  packageDifference: 'Package price difference',
  discount: 'Discount',
  total: 'Total',
  totalNote: 'List price in euros, ex works, excluding VAT.',
  pricesOnRequest: 'Prices are given on request. Save your configuration and ask us for a quote.',
  agencyPrices:
    'Prices for {{country}} are quoted by our local agency. Save your configuration and ask for a quote.',
  priceMissingBase:
    'There is no price for {{dosingLine}} with {{dayTank}} for {{country}}. Choose another day tank or ask us for a quote.',
  priceMissingDependsOn: 'The price of {{option}} depends on {{what}}. Choose there first.',
  priceMissingPrice: 'There is no price for {{option}} with the {{what}} chosen. Ask us for a quote.',
  priceBroken: 'The price cannot be calculated for this configuration. Ask us for a quote.',
  incompleteSteps: 'Still needing a choice:',
  allComplete: 'Every step is complete.',
  showSummary: 'Summary',
  closeSummary: 'Close',

  save: 'Save configuration',
  saving: 'Saving…',
  savedTitle: 'Your configuration code',
  savedText: 'Keep the code or share the link: anyone can open this configuration with it.',
  link: 'Link',
  copyLink: 'Copy link',
  copied: 'Copied',
  qrLabel: 'QR code of the link to configuration {{code}}',
  savedOutdated: 'You changed the configuration after saving it. Save again for a new code.',
  saveTooMany:
    'Too many configurations were saved from your address. Please wait a few minutes and try again.',
  saveOffline: 'The configuration could not be saved: there is no connection to the server. Try again.',
  saveWaitingOnline:
    'You are offline. Your configuration is kept; saving will work when the connection is back.',
  saveFailed: 'The configuration could not be saved: {{message}}',
  lastCode: 'Your last code for this machine: {{code}}',
  openLastCode: 'Open it',
} as const;
