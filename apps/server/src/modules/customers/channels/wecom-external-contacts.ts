import { WecomClient, WecomError } from '../../identity/index';

export interface ExternalContact {
  externalUserId: string;
  name: string;
  avatar: string | null;
  corpName: string | null;
  /** The member's remark for the contact. */
  remark: string | null;
  /** WeCom user ids of the members who have this contact. */
  followers: string[];
}

export interface WecomCorp {
  corpId: string;
  secret: string;
}

interface ContactBody {
  external_userid: string;
  name: string;
  avatar?: string;
  corp_name?: string;
}
interface FollowBody {
  userid: string;
  remark?: string;
}

/** WeCom's customer-contact API (externalcontact): a member's external contacts and one contact's details. */
export class WecomExternalContacts {
  constructor(
    private readonly apiBase: string,
    private readonly tokens: WecomClient = new WecomClient(apiBase),
  ) {}

  /** Every external contact of a member, following WeCom's cursor (100 a page). */
  async contactsOf(corp: WecomCorp, wecomUserId: string): Promise<ExternalContact[]> {
    const contacts: ExternalContact[] = [];
    let cursor = '';
    do {
      const body = await this.call<{ external_contact_list?: Array<{ external_contact: ContactBody; follow_info: FollowBody }>; next_cursor?: string }>(
        corp,
        'POST',
        '/cgi-bin/externalcontact/batch/get_by_user',
        { userid_list: [wecomUserId], cursor, limit: 100 },
      );
      for (const entry of body.external_contact_list ?? []) contacts.push(toContact(entry.external_contact, [entry.follow_info]));
      cursor = body.next_cursor ?? '';
    } while (cursor);
    return contacts;
  }

  /** One external contact with the members who have it; throws WecomError when WeCom does not know it. */
  async contact(corp: WecomCorp, externalUserId: string): Promise<ExternalContact> {
    const body = await this.call<{ external_contact: ContactBody; follow_user?: FollowBody[] }>(corp, 'GET', '/cgi-bin/externalcontact/get', undefined, {
      external_userid: externalUserId,
    });
    return toContact(body.external_contact, body.follow_user ?? []);
  }

  private async call<T>(corp: WecomCorp, method: 'GET' | 'POST', path: string, payload?: unknown, query: Record<string, string> = {}): Promise<T> {
    const url = new URL(path, this.apiBase);
    url.searchParams.set('access_token', await this.tokens.accessToken(corp.corpId, corp.secret));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      signal: AbortSignal.timeout(10_000),
      ...(payload === undefined ? {} : { body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
    });
    if (!response.ok) throw new WecomError(response.status, `WeCom answered HTTP ${response.status}`);
    const body = (await response.json()) as T & { errcode?: number; errmsg?: string };
    if (body.errcode) throw new WecomError(body.errcode, body.errmsg ?? 'WeCom error');
    return body;
  }
}

function toContact(contact: ContactBody, follows: FollowBody[]): ExternalContact {
  return {
    externalUserId: contact.external_userid,
    name: contact.name,
    avatar: contact.avatar ?? null,
    corpName: contact.corp_name ?? null,
    remark: follows[0]?.remark ?? null,
    followers: follows.map((f) => f.userid),
  };
}
