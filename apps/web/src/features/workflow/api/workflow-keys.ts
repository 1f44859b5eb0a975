/** Query keys of the workflow pages; decisions invalidate the whole family. */
export const workflowKey = ['workflow'] as const;
export const definitionsKey = [...workflowKey, 'definitions'] as const;
