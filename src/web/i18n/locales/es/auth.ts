import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: 'El inicio de sesión no está bien configurado en el servidor. Avise a un administrador.',
    AccessDenied:
      'Esta cuenta no puede iniciar sesión. Si cree que debería poder, pregunte a un administrador.',
    Verification:
      'Este enlace de inicio de sesión ha caducado o ya se ha usado. Solicite un enlace nuevo abajo.',
    Default: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
    CredentialsSignin: 'Correo electrónico o contraseña incorrectos.',
    EmailSignin:
      'No se pudo enviar el correo de inicio de sesión. Inténtelo más tarde o inicie sesión con su contraseña.',
    SessionRequired: 'Inicie sesión para ver esa página.',
    MissingCSRF: 'El formulario de inicio de sesión había caducado. Inténtelo de nuevo.',
    TOO_MANY_REQUESTS: 'Demasiados intentos de inicio de sesión. Espere unos minutos y vuelva a intentarlo.',
    NETWORK: 'No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
    SessionNotKept:
      'Ha iniciado sesión, pero este navegador no ha guardado la sesión. Permita las cookies para este sitio.',
  },
} as const satisfies Messages<typeof en>;
