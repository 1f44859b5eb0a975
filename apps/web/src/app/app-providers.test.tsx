// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { stubMatchMedia } from '@/test/match-media';
import { AppProviders } from './app-providers';

const original = window.matchMedia;

/** The system's motion setting as the browser reports it. */
function systemAsksForReducedMotion(reduce: boolean) {
  stubMatchMedia((query) => reduce && query === '(prefers-reduced-motion: reduce)');
}

function DialogDemo() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title="Dialog" footer={<Button onClick={() => setOpen(false)}>Close</Button>} onCancel={() => setOpen(false)}>
      Body
    </Modal>
  );
}

afterEach(() => {
  window.matchMedia = original;
});

describe('motion follows the system setting', () => {
  it('a dialog closes at once when the system asks for reduced motion', () => {
    systemAsksForReducedMotion(true);
    render(
      <AppProviders>
        <DialogDemo />
      </AppProviders>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog animates out otherwise: it is still there right after closing', () => {
    systemAsksForReducedMotion(false);
    render(
      <AppProviders>
        <DialogDemo />
      </AppProviders>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
