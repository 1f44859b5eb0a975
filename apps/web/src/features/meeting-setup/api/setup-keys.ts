/** Query keys of the meeting master-data pages. */
export const setupKey = ['meetingSetup'] as const;
export const libraryKey = [...setupKey, 'library'] as const;
export const budgetKey = [...setupKey, 'budget'] as const;
export const institutionKey = [...setupKey, 'institution'] as const;
export const supplierKey = [...setupKey, 'supplier'] as const;
export const ccioKey = [...setupKey, 'ccio'] as const;
