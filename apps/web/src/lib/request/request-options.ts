/** Spec 7 request options; each call may set them on its axios config. */
export interface RequestOptions {
  /** Send the bearer token (default true); without a token the realm header is sent instead. */
  withToken?: boolean;
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
  /** Send the body as multipart form data (pass a FormData). */
  multipart?: boolean;
  /** Cancel an identical request still pending (default true). */
  repeatCancel?: boolean;
  /** Show the error catalogue's message when the call fails (default true). */
  showError?: boolean;
  /** Failure statuses the calling page explains itself (e.g. a 404 "not found" page): no second message for them. */
  explainedStatuses?: readonly number[];
  /** Answer identical GETs from the short-lived local cache (default false). */
  cache?: boolean;
  /** On a 401, renew the session once and replay the call, or end the session (default true); off, the caller handles it. */
  refreshSession?: boolean;
}

declare module 'axios' {
  // Merged into axios' own config type so the options travel with every request.
  interface AxiosRequestConfig extends RequestOptions {
    /** Set on the replay after a token refresh, so a request is refreshed at most once. */
    isReplay?: boolean;
  }
}
