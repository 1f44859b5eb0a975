/** The job that scores newly arrived events (registered by lead scoring, enqueued by the event ingest of analytics). */
export const SCORE_NEW_EVENTS = 'leadScoring.newEvents';
