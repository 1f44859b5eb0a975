import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Brings the section named by the address's #fragment into view once it is on the page. */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || !hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 200);
    return () => clearTimeout(timer);
  }, [hash, isReady]);
}
