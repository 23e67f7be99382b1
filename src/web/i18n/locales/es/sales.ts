import type { Messages } from '../../messages.ts';
import type en from '../en/sales.ts';

export default {
  salesLogin: 'Acceso de ventas',
  salesLogout: 'Salir de ventas',
  salesMode: 'Modo ventas',
  salesModeOn:
    'El modo ventas está activo: se muestran precios de agencia, descuento, ahorro de paquetes y números de artículo.',
  pinLabel: 'PIN',
  pinHelp: 'Introduzca su PIN de feria para activar el modo ventas.',
  pinRequired: 'Introduzca el PIN.',
  invalidPin: 'PIN no válido',
  pinTooMany: 'Demasiados PIN incorrectos. Espere unos minutos y vuelva a intentarlo.',
  cancel: 'Cancelar',
  close: 'Cerrar',
  ok: 'Aceptar',
  tradeFairModeDisabled: 'Modo feria desactivado',
  tradeFairModeDisabledText:
    'El modo ventas se desactivó tras 5 minutos sin actividad. La configuración se mantiene.',
  switchFailed: 'No se pudo cambiar el modo ventas: {{message}}',
  switchOffline: 'No se pudo cambiar el modo ventas: no hay conexión con el servidor. Vuelva a intentarlo.',

  discount: 'Descuento',
  discountHelp: '{{rate}} por cada opción con precio fuera de los paquetes (ahora {{count}}).',
  packageSavingsTitle: 'Ahorro de paquetes',
  packageOptions: 'Opciones por separado',
  packagePrice: 'Precio del paquete',
  packageSaving: 'Ahorro',
  articleNumbersTitle: 'Números de artículo',
  articleNumberMissing: 'sin número de artículo',
  noArticleNumbers: 'Aún no se ha elegido ninguna opción con número de artículo.',
  agencyPrice: 'Precio de agencia para {{country}}.',

  customerTitle: 'Cliente en el PDF',
  customerHelp:
    'En modo ventas la oferta en PDF puede nombrar al cliente. Déjelo vacío para una oferta sin él.',
  customerName: 'Nombre',
  customerCompany: 'Empresa',
  customerEmail: 'Correo electrónico',
  customerPhone: 'Teléfono',
  customerCountry: 'País',
  customerEmailInvalid: 'Introduzca un correo electrónico válido, p. ej. nombre@empresa.com.',
} as const satisfies Messages<typeof en>;
