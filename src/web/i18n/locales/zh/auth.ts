import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  errors: {
    Configuration: '服务器上的登录设置不正确。请通知管理员。',
    AccessDenied: '此账户不能登录。如果您认为应该可以，请联系管理员。',
    Verification: '此登录链接已过期或已被使用。请在下方申请新的链接。',
    Default: '登录未成功。请重试。',
    CredentialsSignin: '电子邮箱或密码错误。',
    EmailSignin: '无法发送登录邮件。请稍后重试，或使用密码登录。',
    SessionRequired: '请登录后查看该页面。',
    MissingCSRF: '登录表单已过期。请重试。',
    TOO_MANY_REQUESTS: '登录尝试次数过多。请等待几分钟后重试。',
    NETWORK: '无法连接服务器。请检查网络连接后重试。',
    SessionNotKept: '您已登录，但此浏览器没有保留会话。请允许本网站使用 Cookie。',
  },
} as const satisfies Messages<typeof en>;
