import { useEffect, useRef } from 'react';
import { usageBeat } from '@crm/shared/contracts/system-reports';
import { callContract } from '@/lib/request/contract-client';

const BEAT_MS = 30_000;
/** Input within this long counts the user as active (spec 9: heartbeat with active time). */
const IDLE_MS = 60_000;

function send(pagePath: string, pageTitle: string, pageTitleEn: string | undefined, activeSeconds: number, view: boolean): void {
  const body = { pagePath, pageTitle, ...(pageTitleEn ? { pageTitleEn } : {}), activeSeconds, view };
  void callContract(usageBeat, { body }, { showError: false }).catch(() => undefined);
}

/**
 * Usage analytics from the web shell: a view when the page changes, then every 30 s the seconds
 * the page was visible and the user active. The server sums beats in memory and writes in batches.
 * The page is titled in both languages, so reports read in either.
 */
export function useUsageHeartbeat(pagePath: string, pageTitle: string, pageTitleEn?: string): void {
  const lastInput = useRef(0);
  const activeSince = useRef(0);

  useEffect(() => {
    lastInput.current = Date.now();
    const touch = () => (lastInput.current = Date.now());
    const events = ['pointerdown', 'keydown', 'wheel', 'pointermove'] as const;
    events.forEach((e) => window.addEventListener(e, touch, { passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, touch));
  }, []);

  useEffect(() => {
    if (!pageTitle) return;
    send(pagePath, pageTitle, pageTitleEn, 0, true);
    activeSince.current = Date.now();
    const beat = () => {
      const now = Date.now();
      const active = document.visibilityState === 'visible' && now - lastInput.current < IDLE_MS;
      const seconds = active ? Math.min(120, Math.round((now - activeSince.current) / 1000)) : 0;
      activeSince.current = now;
      if (seconds > 0) send(pagePath, pageTitle, pageTitleEn, seconds, false);
    };
    const timer = setInterval(beat, BEAT_MS);
    return () => {
      clearInterval(timer);
      beat();
    };
  }, [pagePath, pageTitle, pageTitleEn]);
}
