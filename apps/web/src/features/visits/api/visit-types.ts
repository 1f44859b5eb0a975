import type { VisitFilter } from '@crm/shared/contracts/visit-schemas';

export type { Visit, VisitPage } from '@crm/shared/contracts/visits';
export type VisitScope = 'my' | 'team';
export type { VisitFilter };
