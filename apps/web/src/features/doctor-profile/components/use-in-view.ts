import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true once the element comes near the viewport and stays true, so sections below the
 * fold ask for their data only when the reader scrolls to them. While `settled` is false (the
 * sections above still loading, so still short) nothing is looked at: a section the loaded page
 * pushes below the fold is not fetched for having been in view during the load.
 */
export function useInViewOnce<T extends Element>(rootMargin = '120px', settled = true): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests) everything counts as seen at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !settled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, settled, rootMargin]);
  return [ref, seen];
}
