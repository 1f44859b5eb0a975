import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resetOpenTabs } from '@/features/layout/stores/open-tabs';
import { clearLiveMessages } from '@/features/news/components/live-messages';
import { clearRequestCache } from '@/lib/request/request-cache';
import { sessionStore } from '@/lib/session/tokens';

/** When the session ends, nothing of the user may stay: cached data, open tabs, live messages. */
export function useSessionCleanup(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let signedIn = sessionStore.get().refresh !== null || sessionStore.get().access !== null;
    return sessionStore.subscribe(() => {
      const { access, refresh } = sessionStore.get();
      const now = access !== null || refresh !== null;
      if (signedIn && !now) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'enterprise' });
        resetOpenTabs();
        clearLiveMessages();
        clearRequestCache();
      }
      signedIn = now;
    });
  }, [queryClient]);
}
