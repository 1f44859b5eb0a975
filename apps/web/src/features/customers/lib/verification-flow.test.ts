import { describe, expect, it } from 'vitest';
import { verificationStep } from './verification-flow';

describe('verification flow step', () => {
  it('asks for a certificate before a manual draft can be submitted', () => {
    expect(verificationStep({ status: 'DRAFT', certificateCount: 0, source: 'MANUAL' })).toBe(1);
    expect(verificationStep({ status: 'DRAFT', certificateCount: 1, source: 'MANUAL' })).toBe(2);
    expect(verificationStep({ status: 'DRAFT', certificateCount: 0, source: 'UPLOAD' })).toBe(2);
  });

  it('waits for review once submitted and is done after the decision', () => {
    expect(verificationStep({ status: 'SUBMITTED', certificateCount: 1, source: 'MANUAL' })).toBe(3);
    expect(verificationStep({ status: 'APPROVED', certificateCount: 1, source: 'MANUAL' })).toBe(4);
    expect(verificationStep({ status: 'REJECTED', certificateCount: 1, source: 'MANUAL' })).toBe(4);
  });
});
