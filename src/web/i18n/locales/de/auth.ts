import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration:
      'Die Anmeldung ist auf dem Server nicht richtig eingerichtet. Bitte informieren Sie einen Administrator.',
    AccessDenied:
      'Dieses Konto darf sich nicht anmelden. Wenn es das dürfen sollte, fragen Sie einen Administrator.',
    Verification:
      'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Fordern Sie unten einen neuen Link an.',
    Default: 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
    CredentialsSignin: 'E-Mail-Adresse oder Passwort ist falsch.',
    EmailSignin:
      'Die Anmelde-E-Mail konnte nicht gesendet werden. Versuchen Sie es später erneut oder melden Sie sich mit Ihrem Passwort an.',
    SessionRequired: 'Bitte melden Sie sich an, um diese Seite zu sehen.',
    MissingCSRF: 'Das Anmeldeformular war abgelaufen. Bitte versuchen Sie es erneut.',
    TOO_MANY_REQUESTS:
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    NETWORK: 'Der Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    SessionNotKept:
      'Sie wurden angemeldet, aber dieser Browser hat die Sitzung nicht behalten. Erlauben Sie Cookies für diese Website.',
  },
} as const satisfies Messages<typeof en>;
