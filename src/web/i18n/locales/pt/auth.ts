import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration:
      'O início de sessão não está configurado corretamente no servidor. Avise um administrador.',
    AccessDenied: 'Esta conta não pode iniciar sessão. Se acha que deveria, pergunte a um administrador.',
    Verification: 'Este link de acesso expirou ou já foi usado. Solicite um novo link abaixo.',
    Default: 'Não foi possível entrar. Tente novamente.',
    CredentialsSignin: 'E-mail ou senha incorretos.',
    EmailSignin: 'Não foi possível enviar o e-mail de acesso. Tente mais tarde ou entre com a sua senha.',
    SessionRequired: 'Entre para ver esta página.',
    MissingCSRF: 'O formulário de acesso expirou. Tente novamente.',
    TOO_MANY_REQUESTS: 'Tentativas de acesso demais. Aguarde alguns minutos e tente novamente.',
    NETWORK: 'Não foi possível contactar o servidor. Verifique a sua conexão e tente novamente.',
    SessionNotKept: 'Você entrou, mas este navegador não manteve a sessão. Permita cookies para este site.',
  },
} as const satisfies Messages<typeof en>;
