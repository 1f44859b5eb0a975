import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { stubMatchMedia } from './match-media';

const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
});

// Ant Design's responsive helpers ask for matchMedia, which jsdom lacks.
if (hasDom && !window.matchMedia) stubMatchMedia(() => false);
