import type { Lang } from '@crm/shared/i18n';
import type { Tenant } from '../../platform/tenant-directory';

const TEXT = {
  zh: {
    product: '医药营销 CRM',
    title: '账号登录',
    signIn: '登录',
    username: '登录账号',
    password: '密码',
    otherLang: 'English',
    internalOnly: '仅限授权员工使用',
    cannotSignIn: '无法登录',
    signedOut: '您已退出登录',
    signedOutHint: '可以关闭此页面。',
  },
  en: {
    product: 'Pharma CRM',
    title: 'Sign in',
    signIn: 'Sign in',
    username: 'User name',
    password: 'Password',
    otherLang: '中文',
    internalOnly: 'For authorized employees only',
    cannotSignIn: 'Cannot sign in',
    signedOut: 'You have signed out',
    signedOutHint: 'You may close this page.',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:rgba(0,0,0,.88)}
main{width:min(380px,calc(100vw - 32px));background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08);padding:32px}
h1{font-size:20px;margin:0 0 4px}
.product{margin:0 0 16px;color:#1677ff;font-weight:600;font-size:15px}
.tenant{color:rgba(0,0,0,.45);margin:0 0 24px;font-size:14px}
label{display:block;font-size:14px;margin:16px 0 6px}
input,button{font:inherit}
input{width:100%;height:44px;padding:0 12px;border:1px solid #d9d9d9;border-radius:6px;font-size:16px}
input:focus{outline:none;border-color:#1677ff;box-shadow:0 0 0 2px rgba(5,145,255,.1)}
button{width:100%;height:44px;margin-top:24px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
button:hover{background:#4096ff}
.error{margin:0 0 8px;padding:8px 12px;border:1px solid #ffccc7;background:#fff2f0;border-radius:6px;font-size:14px}
.foot{display:flex;justify-content:space-between;margin-top:20px;font-size:14px;color:rgba(0,0,0,.45)}
.lang{color:#1677ff;text-decoration:none}
`;

/** Escapes text for HTML content and quoted attribute values. */
function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function tenantName(tenant: Tenant, lang: Lang): string {
  return lang === 'en' ? (tenant.nameEn ?? tenant.name) : tenant.name;
}

/**
 * The realm's sign-in form. It posts back to the authorization endpoint with the client's request
 * in hidden fields, which the endpoint checks again; no script runs on the page.
 */
export function signInPage(input: {
  tenant: Tenant;
  lang: Lang;
  action: string;
  hidden: Record<string, string | undefined>;
  username: string;
  error: string | null;
  otherLangHref: string;
}): string {
  const t = TEXT[input.lang];
  const hidden = Object.entries(input.hidden)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const body = `<p class="product">${t.product}</p><h1>${t.title}</h1><p class="tenant">${escape(tenantName(input.tenant, input.lang))}</p>
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<form method="post" action="${escape(input.action)}">${hidden}
<label for="username">${t.username}</label><input id="username" name="username" autocomplete="username" required maxlength="100" value="${escape(input.username)}"${input.username ? '' : ' autofocus'}>
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${input.username ? ' autofocus' : ''}>
<button type="submit">${t.signIn}</button></form>
<p class="foot"><span>${t.internalOnly}</span><a class="lang" href="${escape(input.otherLangHref)}">${t.otherLang}</a></p>`;
  return page(input.lang, `${t.title} · ${tenantName(input.tenant, input.lang)}`, body);
}

/** A request that cannot go back to its client (unknown client or address): the reason, shown here. */
export function errorPage(lang: Lang, message: string): string {
  const t = TEXT[lang];
  return page(lang, t.cannotSignIn, `<h1>${t.cannotSignIn}</h1><p class="error" role="alert">${escape(message)}</p>`);
}

/** The end of an RP-initiated logout without an address to return to. */
export function signedOutPage(lang: Lang): string {
  const t = TEXT[lang];
  return page(lang, t.signedOut, `<h1>${t.signedOut}</h1><p class="tenant">${t.signedOutHint}</p>`);
}
