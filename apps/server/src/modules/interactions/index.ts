import type { ServerModule } from '../../platform/http/server-module';

/** The record of every interaction with a doctor, written by the modules that have them. */
export const interactionsModule: ServerModule = {
  name: 'interactions',
  dependsOn: [],
};

// What other modules may use.
export { recordInteractions, type InteractionInput } from './record-interaction';
export { appendEventsFrom, updateEventsFrom } from './demo/derived-events';
export { appendIngestedEvents } from './ingested-events';
