import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: 'Přihlašování není na serveru správně nastaveno. Informujte prosím správce.',
    AccessDenied: 'Tento účet se nesmí přihlásit. Pokud si myslíte, že by měl, obraťte se na správce.',
    Verification: 'Tento přihlašovací odkaz vypršel nebo již byl použit. Níže si vyžádejte nový odkaz.',
    Default: 'Přihlášení se nezdařilo. Zkuste to prosím znovu.',
    CredentialsSignin: 'Nesprávný e-mail nebo heslo.',
    EmailSignin: 'Přihlašovací e-mail se nepodařilo odeslat. Zkuste to později nebo se přihlaste heslem.',
    SessionRequired: 'Pro zobrazení této stránky se prosím přihlaste.',
    MissingCSRF: 'Platnost přihlašovacího formuláře vypršela. Zkuste to prosím znovu.',
    TOO_MANY_REQUESTS: 'Příliš mnoho pokusů o přihlášení. Počkejte několik minut a zkuste to znovu.',
    NETWORK: 'Server není dostupný. Zkontrolujte připojení a zkuste to znovu.',
    SessionNotKept:
      'Byli jste přihlášeni, ale tento prohlížeč relaci neuchoval. Povolte pro tento web cookies.',
  },
} as const satisfies Messages<typeof en>;
