import { HttpError } from './http-error';

/**
 * Tencent's OAuth authorization page, the same for a WeChat official account and a WeCom app (which
 * adds its agent id): the browser returns to `redirectUri` with a code. The return address must be
 * a page of the domain the request came to (400 otherwise), so the code goes nowhere else.
 */
export function wechatAuthorizeUrl(oauthBase: string, hostname: string, app: { appId: string; agentId?: string }, query: { redirectUri: string; state: string }): string {
  if (new URL(query.redirectUri).hostname !== hostname) throw new HttpError(400, 'invalidField', { field: 'redirectUri', reason: hostname });
  const url = new URL('/connect/oauth2/authorize', oauthBase);
  url.searchParams.set('appid', app.appId);
  url.searchParams.set('redirect_uri', query.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_base');
  url.searchParams.set('state', query.state);
  if (app.agentId) url.searchParams.set('agentid', app.agentId);
  return `${url.toString()}#wechat_redirect`;
}
