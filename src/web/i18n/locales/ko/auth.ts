import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: '서버의 로그인 설정이 올바르지 않습니다. 관리자에게 알려 주세요.',
    AccessDenied: '이 계정은 로그인할 수 없습니다. 로그인할 수 있어야 한다면 관리자에게 문의하세요.',
    Verification: '이 로그인 링크는 만료되었거나 이미 사용되었습니다. 아래에서 새 링크를 요청하세요.',
    Default: '로그인하지 못했습니다. 다시 시도하세요.',
    CredentialsSignin: '이메일 또는 비밀번호가 올바르지 않습니다.',
    EmailSignin: '로그인 이메일을 보낼 수 없습니다. 나중에 다시 시도하거나 비밀번호로 로그인하세요.',
    SessionRequired: '이 페이지를 보려면 로그인하세요.',
    MissingCSRF: '로그인 양식이 만료되었습니다. 다시 시도하세요.',
    TOO_MANY_REQUESTS: '로그인 시도가 너무 많습니다. 몇 분 기다린 후 다시 시도하세요.',
    NETWORK: '서버에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
    SessionNotKept: '로그인되었지만 이 브라우저가 세션을 유지하지 않았습니다. 이 사이트의 쿠키를 허용하세요.',
  },
} as const satisfies Messages<typeof en>;
