import { useEffect, useState, type RefObject } from 'react';
import { bottomBarHeight } from '@/lib/bottom-bar';

/** The height from an element's top to the bottom of the window, above a phone's bottom bar (at least `min`), kept up to date. */
export function useFillHeight(ref: RefObject<HTMLElement | null>, { min, bottom, key }: { min: number; bottom: number; key: unknown }): number {
  const [height, setHeight] = useState(min);
  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottom - bottomBarHeight())));
    };
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [ref, min, bottom, key]);
  return height;
}
