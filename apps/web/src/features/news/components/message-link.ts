import type { NavigateFunction } from 'react-router';

const BASE = '/pc';

/** Opens what a message links to: outside addresses in a new window, app paths in the app. */
export function openMessageLink(link: string, navigate: NavigateFunction): void {
  if (/^https?:\/\//i.test(link)) {
    window.open(link, '_blank', 'noopener');
    return;
  }
  const path = link.startsWith(`${BASE}/`) ? link.slice(BASE.length) : link;
  void navigate(path.startsWith('/') ? path : `/${path}`);
}
