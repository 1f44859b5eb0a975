/**
 * WeChat (the consumer app) official-account web authorization, for doctors' one-tap sign-in on
 * the public doctor pages. Not WeCom: staff sign in through the enterprise's WeCom app instead.
 */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The open id of whoever authorized with `code` (scope snsapi_base); throws when the code is refused. */
export async function openIdForCode(apiBase: string, app: { appId: string; secret: string }, code: string): Promise<string> {
  const url = new URL('/sns/oauth2/access_token', apiBase);
  url.searchParams.set('appid', app.appId);
  url.searchParams.set('secret', app.secret);
  url.searchParams.set('code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new WechatError(response.status, `WeChat answered HTTP ${response.status}`);
  const body = (await response.json()) as { openid?: string; errcode?: number; errmsg?: string };
  if (body.errcode) throw new WechatError(body.errcode, body.errmsg ?? 'WeChat error');
  if (!body.openid) throw new WechatError(-1, 'the code names nobody');
  return body.openid;
}
