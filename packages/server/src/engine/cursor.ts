// The cursor of GET /leaderboards/eventory (and mktevent). Format: `{score}:{lastUpdateMs}:{tail}` where
// tail is base64url(JSON {k: key of the last row served, r: its rank}). Exactly three colon-separated
// parts, because the visitor cache keys a cursor on its first three parts; the key travels encoded so
// a colon inside a key cannot add parts. Clients treat the cursor as opaque. The next page starts after
// the row's current rank in the rank index while it still has that score and last update, else after r
// (see leaderboard-read.ts and docs/decisions/0008-leaderboard-cursor.md).
import { DomainError } from '@eventory/domain/errors';

export interface RankCursor {
  score: number;
  lastUpdateMs: number;
  key: string;
  /** Rank of the last row served; the next page starts at rank + 1. */
  rank: number;
}

export function encodeCursor(c: RankCursor): string {
  const tail = Buffer.from(JSON.stringify({ k: c.key, r: c.rank }), 'utf8').toString('base64url');
  return `${c.score}:${c.lastUpdateMs}:${tail}`;
}

const invalid = () =>
  new DomainError(
    'INVALID_CURSOR',
    'cursor is not one this server gave out; start again without it.',
    400,
    'cursor',
  );

export function decodeCursor(cursor: string): RankCursor {
  const parts = cursor.split(':');
  if (parts.length !== 3) throw invalid();
  const [scoreText, lastText, tail] = parts as [string, string, string];
  const score = Number(scoreText);
  const lastUpdateMs = Number(lastText);
  if (scoreText === '' || !Number.isFinite(score) || !/^\d+$/.test(lastText)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(tail, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const { k, r } = parsed as { k?: unknown; r?: unknown };
  if (typeof k !== 'string' || typeof r !== 'number' || !Number.isInteger(r) || r < 1) throw invalid();
  return { score, lastUpdateMs, key: k, rank: r };
}
