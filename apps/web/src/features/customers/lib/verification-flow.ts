/** Where a verification record stands in spec 4's flow: save, certificate, submit, review. */
export function verificationStep(record: { status: string; certificateCount: number; source: string }): number {
  switch (record.status) {
    case 'DRAFT':
      // A manual draft needs a certificate before it can be submitted.
      return record.certificateCount > 0 || record.source !== 'MANUAL' ? 2 : 1;
    case 'SUBMITTED':
      return 3;
    default:
      return 4;
  }
}
