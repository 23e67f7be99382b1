import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: 'L’accesso non è configurato correttamente sul server. Avvisa un amministratore.',
    AccessDenied: 'Questo account non può accedere. Se pensi che dovrebbe, chiedi a un amministratore.',
    Verification: 'Questo link di accesso è scaduto o è già stato usato. Richiedi un nuovo link qui sotto.',
    Default: 'L’accesso non è riuscito. Riprova.',
    CredentialsSignin: 'E-mail o password errata.',
    EmailSignin:
      'Non è stato possibile inviare l’e-mail di accesso. Riprova più tardi o accedi con la password.',
    SessionRequired: 'Accedi per vedere questa pagina.',
    MissingCSRF: 'Il modulo di accesso era scaduto. Riprova.',
    TOO_MANY_REQUESTS: 'Troppi tentativi di accesso. Attendi qualche minuto, poi riprova.',
    NETWORK: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    SessionNotKept:
      'L’accesso è riuscito, ma questo browser non ha mantenuto la sessione. Consenti i cookie per questo sito.',
  },
} as const satisfies Messages<typeof en>;
