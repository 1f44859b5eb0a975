/** Spec 7 / 9: every call gives up after 120 s. */
export const REQUEST_TIMEOUT_MS = 120_000;
