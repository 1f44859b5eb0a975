import type { VersionRow } from './article-store';
import { plainText } from './sanitize';

/** What each channel carries: the article (or its summary), a tracked link and the unsubscribe link, in the article's language. */

const WORDS = {
  zh: { read: '阅读全文', unsubscribe: '退订', footer: '不想再收到此类消息？', smsUnsubscribe: '退订' },
  en: { read: 'Read the article', unsubscribe: 'Unsubscribe', footer: 'Do not want these messages?', smsUnsubscribe: 'Unsubscribe' },
} as const;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Links {
  click: string;
  open: string;
  unsubscribe: string;
}

export function composeMessage(version: VersionRow, brand: string, links: Links) {
  const words = WORDS[version.language === 'en' ? 'en' : 'zh'];
  const summary = version.summary ?? plainText(version.bodyHtml).slice(0, 80);
  const html = `<!doctype html><html><body>
<h1>${escape(version.title)}</h1>
${version.summary ? `<p><em>${escape(version.summary)}</em></p>` : ''}
${version.bodyHtml}
<p><a href="${links.click}">${words.read}</a></p>
<hr><p style="font-size:12px;color:#888">${escape(brand)} · ${words.footer} <a href="${links.unsubscribe}">${words.unsubscribe}</a></p>
<img src="${links.open}" width="1" height="1" alt="">
</body></html>`;
  const text = `【${brand}】${version.title} ${links.click} ${words.smsUnsubscribe}: ${links.unsubscribe}`;
  return {
    subject: version.title,
    html,
    text,
    link: { title: version.title, description: summary, url: links.click, coverUrl: version.coverUrl },
  };
}
