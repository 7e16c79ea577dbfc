// The tester's event (POST /v1/admin/event): ingested like any event, in one transaction with its
// change-log entry. The caller mirrors the effects to the rank index once it has committed.
import type { TestEvent } from '@eventory/domain/events';
import { recordChange } from '../change-log/change-log.ts';
import type { Db } from '../db/client.ts';
import { ingestEventIn, type IngestedTestEvent } from './ingest.ts';

export async function ingestTestEvent(db: Db, event: TestEvent, email: string): Promise<IngestedTestEvent> {
  return db.transaction(async (tx) => {
    const ingested = await ingestEventIn(tx, event);
    const { result } = ingested;
    // A duplicate changed nothing, so it leaves no entry either.
    if (result.accepted)
      await recordChange(tx, {
        email,
        table: 'events',
        objId: event.ID,
        action: 'create',
        before: null,
        after: { ...event, effects: result.effects },
      });
    return ingested;
  });
}
