import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: 'サーバーのサインイン設定が正しくありません。管理者に連絡してください。',
    AccessDenied:
      'このアカウントはサインインできません。サインインできるはずの場合は、管理者に問い合わせてください。',
    Verification:
      'このサインインリンクは期限切れか、すでに使用されています。下から新しいリンクを請求してください。',
    Default: 'サインインできませんでした。もう一度お試しください。',
    CredentialsSignin: 'メールアドレスまたはパスワードが正しくありません。',
    EmailSignin:
      'サインイン用のメールを送信できませんでした。後でもう一度お試しいただくか、パスワードでサインインしてください。',
    SessionRequired: 'このページを表示するにはサインインしてください。',
    MissingCSRF: 'サインインフォームの有効期限が切れていました。もう一度お試しください。',
    TOO_MANY_REQUESTS: 'サインインの試行回数が多すぎます。数分待ってからもう一度お試しください。',
    NETWORK: 'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
    SessionNotKept:
      'サインインしましたが、このブラウザーはセッションを保持しませんでした。このサイトの Cookie を許可してください。',
  },
} as const satisfies Messages<typeof en>;
