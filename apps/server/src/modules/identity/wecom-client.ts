/**
 * WeCom (Enterprise WeChat) server API: an app access token per corp, cached until shortly before
 * it expires, and the OAuth code exchange that names the member who signed in.
 */
export class WecomError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

export class WecomClient {
  private readonly tokens = new Map<string, CachedToken>();

  constructor(private readonly apiBase: string) {}

  async accessToken(corpId: string, secret: string): Promise<string> {
    const key = `${corpId}:${secret}`;
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const body = await this.get<{ access_token: string; expires_in: number }>('/cgi-bin/gettoken', { corpid: corpId, corpsecret: secret });
    // Renew five minutes early so a token never expires between check and use.
    this.tokens.set(key, { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 300) * 1000 });
    return body.access_token;
  }

  /** The WeCom user id behind an OAuth code; throws when the code is invalid or names no member. */
  async userIdForCode(corpId: string, secret: string, code: string): Promise<string> {
    const body = await this.get<{ userid?: string; UserId?: string }>('/cgi-bin/auth/getuserinfo', { access_token: await this.accessToken(corpId, secret), code });
    const userId = body.userid ?? body.UserId;
    if (!userId) throw new WecomError(-1, 'the code belongs to someone outside the enterprise');
    return userId;
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.apiBase);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new WecomError(response.status, `WeCom answered HTTP ${response.status}`);
    const body = (await response.json()) as T & { errcode?: number; errmsg?: string };
    if (body.errcode) throw new WecomError(body.errcode, body.errmsg ?? 'WeCom error');
    return body;
  }
}
