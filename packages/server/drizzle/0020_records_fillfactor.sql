-- Decision 0100: leave a fifth of each records page free, so a score update (score and last_update_ms, neither
-- indexed since 0086) fits on its page as a heap-only (HOT) update and the primary key's btree is not touched.
ALTER TABLE "records" SET (fillfactor = 80);
