import type { Messages } from '../../messages.ts';
import type en from '../en/quote.ts';

export default {
  pdfTitle: 'Oferta en PDF',
  pdfText: 'Esta configuración con sus precios, el código y un código QR, en su idioma.',
  pdfDownload: 'Descargar oferta en PDF',
  pdfPreparing: 'Preparando el PDF…',
  pdfReady: 'Su PDF de la configuración {{code}} está listo.',
  pdfOpen: 'Abrir el PDF',
  pdfTooMany: 'Ha solicitado muchos PDF en poco tiempo. Espere un minuto y vuelva a descargarlo.',
  pdfBusyRetrying: 'Ahora mismo se están preparando muchos PDF. El suyo llegará en unos segundos.',
  pdfBusy: 'En este momento se están preparando muchos PDF. Vuelva a intentarlo en unos segundos.',
  pdfFailed: 'No se pudo preparar el PDF: {{message}}',
  pdfOffline: 'No se pudo descargar el PDF: no hay conexión con el servidor. Vuelva a intentarlo.',
  saveOffline: 'No se pudo guardar la configuración: no hay conexión con el servidor. Vuelva a intentarlo.',
  saveTooMany:
    'Se guardaron demasiadas configuraciones desde su dirección. Espere unos minutos y vuelva a intentarlo.',
  saveFailed: 'No se pudo guardar la configuración: {{message}}',

  requestTitle: 'Solicitar una oferta',
  requestIntro:
    'Envíenos esta configuración y nuestro equipo de ventas le enviará una oferta. Los campos con * son obligatorios.',
  name: 'Nombre',
  company: 'Empresa',
  email: 'Correo electrónico',
  country: 'Su país',
  chooseCountry: '— elija —',
  phone: 'Teléfono (opcional)',
  message: 'Mensaje (opcional)',
  consent: 'Acepto que me contacten sobre esta solicitud y que guarden mis datos para ello.',
  privacyLink: 'Privacidad',
  honeypot: 'Deje este campo vacío',
  send: 'Enviar solicitud',
  sending: 'Enviando…',
  nameRequired: 'Introduzca su nombre.',
  companyRequired: 'Introduzca su empresa.',
  emailInvalid: 'Introduzca un correo electrónico válido, p. ej. nombre@empresa.com.',
  countryRequired: 'Elija su país.',
  phoneInvalid: 'Introduzca un número de teléfono con cifras (y solo + ( ) / . -).',
  messageTooLong: 'El mensaje tiene como máximo 4000 caracteres.',
  consentRequired: 'Acepte que le contactemos sobre esta solicitud.',
  checkFields: 'Revise los campos marcados.',
  tooMany: 'Se enviaron demasiadas solicitudes desde su dirección. Vuelva a intentarlo en una hora.',
  offline:
    'No se pudo enviar la solicitud: no hay conexión con el servidor. Sus datos se conservan; vuelva a intentarlo.',
  failed: 'No se pudo enviar la solicitud: {{message}}',
  thanksTitle: 'Gracias, su solicitud se ha enviado',
  thanksText:
    'Nuestro equipo de ventas le contactará en {{email}} sobre la configuración {{code}}, normalmente en dos días laborables.',
  another: 'Enviar otra solicitud',
  queuedTitle: 'Su solicitud está guardada en esta tableta',
  queuedText:
    'Ahora no hay conexión. Su solicitud para {{reference}} se enviará automáticamente en cuanto vuelva la conexión; nuestro equipo comercial le contactará en {{email}}.',
  targetMessage:
    'Nuestro requisito del buscador de máquinas: {{output}} con una relación de mezcla de 100:{{ratio}}, densidades poliol {{densityPoly}} e isocianato {{densityIso}} g/cm³.',
  targetApplication: 'Aplicación: {{application}}.',
  targetNotCovered: 'Esta configuración no lo cubre: les pedimos asesoramiento.',
} as const satisfies Messages<typeof en>;
