import { useEffect, useState } from 'react';

/** Every part of the product registers its texts from a `locales/i18n.ts` module. */
const textModules = import.meta.glob('/src/**/locales/i18n.ts');

/**
 * Loads the texts of every part of the product into this page, so language entries can offer
 * their types and show the product's own text of a key. True once loaded.
 */
export function useProductTexts(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    void Promise.all(Object.values(textModules).map((load) => load())).then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
