import type en from '../en/configurator.ts';

export default {
  pageTitle: '{{machine}} · Configurador · {{product}}',
  loadErrorTitle: 'No se pudo cargar el configurador',
  loadErrorText:
    'No se pudo contactar con el servidor o respondió con un error. Compruebe su conexión e inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  startOver: 'Empezar de nuevo',
  startedOver: 'Se empezó de nuevo con el equipamiento estándar. «Deshacer» recupera sus elecciones.',
  frequencySwitched:
    'La red eléctrica de {{country}} funciona a 60 Hz: los caudales se muestran ahora a 60 Hz.',

  stepsLabel: 'Pasos de la configuración',
  frequencySwitchedBack:
    'La red eléctrica de {{country}} funciona a 50 Hz: los caudales se muestran de nuevo a 50 Hz.',
  stepProgress: 'Paso {{n}} de {{total}} · {{title}}',
  baseStep: 'Línea de dosificación, país y tanque',
  stepComplete: 'completo',
  stepNeedsChoice: 'falta elegir',
  stepPosition: 'Paso {{current}} de {{count}}',
  back: 'Atrás: {{step}}',
  next: 'Siguiente: {{step}}',
  toSummary: 'Ver el resumen',
  stepAllHidden: 'Nada de este paso es compatible con sus elecciones. Cada opción indica lo que necesita.',
  subStepAllHidden:
    'Ninguna de estas opciones es compatible con sus elecciones. Cada una indica lo que necesita.',
  needsChoice: 'falta elegir',

  dosingLine: 'Línea de dosificación',
  dosingLineHelp:
    'La línea de dosificación determina el caudal de la máquina. Los caudales están en sus unidades.',
  country: 'País de destino',
  countryHelp:
    'Las normas de equipos a presión, la puesta en marcha y los precios dependen del país de destino de la máquina.',
  agencyCountry: 'agencia local',
  dayTank: 'Tanque de trabajo',
  dayTankHelp: 'Los tanques de trabajo para poliol e isocianato de la máquina.',
  poly: 'Poliol',
  iso: 'Iso',
  flowRange: '{{min}}–{{max}} {{unit}}',
  compareTitle: 'Líneas de dosificación comparadas',
  comparePrice: 'Diferencia de precio',
  compareCurrent: 'elegida',
  unitsLabel: 'Caudales en',
  frequency: 'Frecuencia de red',
  flowUnit: 'Unidad de caudal',

  selectNone: '— sin elegir —',
  notAvailable: 'No disponible',
  hiddenNeeds: 'Requiere {{needs}} ({{subStep}}, paso {{step}})',
  inPackageLocked: 'Forma parte de {{package}}: quite el paquete para cambiarlo.',
  numberInvalid: 'Introduzca un número, por ejemplo 12,5.',
  textHint: 'Se guarda al salir del campo.',

  priceIncluded: 'incluido',
  priceSame: 'mismo precio',
  priceInPackage: 'en el paquete',
  priceOnRequest: 'precio a consultar',
  priceDependsOn: 'el precio depende de {{what}}',
  priceFrom: 'desde {{amount}}',
  pricePending: 'se calcula al elegir {{what}}',
  totalPendingNote: 'Aún no incluido en el total: {{options}}. Muestra el precio de lo elegido hasta ahora.',
  toQuote: 'Solicitar una oferta o un PDF',
  priceUnknown: 'precio no disponible',
  pricePlus: '+ {{amount}}',
  priceMinus: '− {{amount}}',

  removedTitle: 'Eliminado de su configuración',
  removedBecause: 'Se eliminó {{option}} porque eligió {{choice}} en el paso {{step}}.',
  removedPackage:
    'Se eliminó {{option}} porque su {{packageOption}} no es compatible con {{choice}} (paso {{step}}).',
  removedNotOffered: 'Se eliminó {{option}}: ya no se ofrece.',
  removedDefault: '{{subStep}} vuelve a su opción predeterminada: {{option}}.',
  undo: 'Deshacer',
  undoShortcut: 'Ctrl+Z también deshace los últimos cambios.',
  dismiss: 'Cerrar',

  notOfferedTitle: 'Algunas elecciones ya no se ofrecen',
  notOfferedCode: 'Se abrió la configuración {{code}}. Estas elecciones ya no se ofrecen y se han omitido:',
  notOfferedLocal: 'Se restauró su última configuración. Estas elecciones ya no se ofrecen y se han omitido:',
  notOfferedRemoved: 'ya no se ofrece',
  notOfferedHidden: 'ya no es compatible con las demás elecciones',
  codeOpened: 'Se abrió la configuración {{code}}.',
  codeNotFound:
    'No hay ninguna configuración guardada con el código {{code}}. Compruebe el código o parta de la configuración de abajo.',
  codeInvalid:
    '«{{code}}» no es un código de configuración. Un código tiene 8 caracteres, por ejemplo 7K3M-QX9P.',
  codeOpenError: 'No se pudo abrir la configuración {{code}}. Inténtelo más tarde.',
  codeOtherMachine: 'El código {{code}} pertenece a otra máquina.',
  codeOtherMachineLink: 'Abrirlo allí',

  summaryTitle: 'Su configuración',

  priceLoading: 'Cargando el precio…',
  machine: 'Máquina',
  basePrice: 'Precio base',
  optionsTitle: 'Opciones',
  noOptions: 'Todavía no ha elegido opciones.',
  packageSelected: 'elegido',
  packageSavings: 'Ahorro por paquetes',
  packageDifference: 'Diferencia de precio de los paquetes',
  discount: 'Descuento',
  total: 'Total',
  totalNote: 'Precio de tarifa en euros, en fábrica, sin IVA.',
  pricesOnRequest: 'Precios a consultar. Guarde su configuración y pídanos una oferta.',
  agencyPrices:
    'Los precios para {{country}} los indica nuestra agencia local. Guarde su configuración y pida una oferta.',
  priceMissingBase:
    'No hay precio para {{dosingLine}} con {{dayTank}} para {{country}}. Elija otro tanque o pídanos una oferta.',
  priceMissingDependsOn: 'El precio de {{option}} depende de {{what}}. Elija allí primero.',
  priceMissingPrice: 'No hay precio para {{option}} con la elección de {{what}}. Pídanos una oferta.',
  priceBroken: 'No se puede calcular el precio de esta configuración. Pídanos una oferta.',
  incompleteSteps: 'Falta elegir en:',
  allComplete: 'Todos los pasos están completos.',
  showSummary: 'Resumen',
  closeSummary: 'Cerrar',

  save: 'Guardar configuración',
  saving: 'Guardando…',
  savedTitle: 'Su código de configuración',
  savedText: 'Conserve el código o comparta el enlace: cualquiera puede abrir esta configuración con él.',
  link: 'Enlace',
  copyLink: 'Copiar enlace',
  copied: 'Copiado',
  qrLabel: 'Código QR del enlace a la configuración {{code}}',
  savedOutdated:
    'Cambió la configuración después de guardarla. Guárdela de nuevo para obtener un código nuevo.',
  saveTooMany:
    'Se han guardado demasiadas configuraciones desde su dirección. Espere unos minutos e inténtelo de nuevo.',
  saveOffline: 'No se pudo guardar la configuración: no hay conexión con el servidor. Inténtelo de nuevo.',
  saveWaitingOnline:
    'Está sin conexión. Su configuración se conserva; se guardará cuando vuelva la conexión.',
  saveFailed: 'No se pudo guardar la configuración: {{message}}',
  lastCode: 'Su último código para esta máquina: {{code}}',
  openLastCode: 'Abrir',
} as const satisfies Record<keyof typeof en, string>;
