-- Decision 0105: no btree over a contribution's score. The contribution dropdown reads a record's senders through
-- the primary key's (container_id, key) prefix and sorts the top ones; a score update then touches no index and,
-- with a fifth of each page free, stays on its page as a heap-only (HOT) update.
DROP INDEX "record_contributions_rank_idx";--> statement-breakpoint
ALTER TABLE "record_contributions" SET (fillfactor = 80);
