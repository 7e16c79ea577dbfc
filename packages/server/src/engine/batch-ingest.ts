// The batch ingestion contract of POST /v1/events (engine/batch-routes.ts): its path, key header and answer.

export const INGEST_PATH = '/v1/events';
export const INGEST_KEY_HEADER = 'x-ingest-key';
/** Missing or wrong ingest keys one client address may send per window before it is refused (429). */
export const INGEST_KEY_FAILURES = { limit: 10, windowMs: 60_000 } as const;

export interface RefusedEvent {
  /** Position in the request's `events`. */
  index: number;
  ID?: string;
  field: string;
  message: string;
}

export interface BatchIngestResult {
  accepted: string[];
  duplicates: string[];
  refused: RefusedEvent[];
}
