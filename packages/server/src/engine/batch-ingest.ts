// The batch ingestion contract of POST /v1/events (engine/batch-routes.ts): its path, key header and answer.

export const INGEST_PATH = '/v1/events';
export const INGEST_KEY_HEADER = 'x-ingest-key';

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
