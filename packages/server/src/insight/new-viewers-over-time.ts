// New viewers in insight (issue 17 §4 newUserLevel, decision 0098): per bucket of the range, the campaign's
// viewers — signed-in page viewers (tracking events' userID on its pages), voters in its votes and those who
// completed or claimed its missions — split into new, returning and unknown to the platform by its rule
// (0095), each viewer judged at their first activity in the bucket. One SQL statement over the range.
import { sql } from 'drizzle-orm';
import type { InsightQuery } from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { rowsOf, type Executor } from '../db/client.ts';
import { newViewerRuleOf } from '../campaigns/new-viewers.ts';
import { insightWindow } from './insight-window.ts';

const DAY_MS = 86_400_000;

export async function newViewersOverTime(
  db: Executor,
  campaignID: number,
  query: InsightQuery,
): Promise<NewViewersOverTime> {
  const { campaign, timezone, offsetMs, starts, size, from, to } = await insightWindow(db, campaignID, query);
  const rule = await newViewerRuleOf(db, campaignID);
  const pageLike = `${campaign.codeName.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  // New at `f.ms`: an account at most atMost whole days old then (isNewViewer), or a level at most atMost.
  const isNew = !rule
    ? sql`false`
    : rule.basis === 'level'
      ? sql`p.level <= ${rule.atMost}`
      : sql`p.registered_at > to_timestamp((f.ms - ${(rule.atMost + 1) * DAY_MS})::float8 / 1000)`;
  const result = await db.execute(sql`
    with acts as (
      select t.properties->>'userID' as u, (extract(epoch from t.occurred_at) * 1000)::bigint as ms
        from tracking_events t
        where (t.page = ${campaign.codeName} or t.page like ${pageLike})
          and t.properties->>'userID' is not null
          and t.occurred_at >= to_timestamp(${from}::float8 / 1000) and t.occurred_at < to_timestamp(${to}::float8 / 1000)
      union all
      select c.voter_id, coalesce(e.timestamp, (extract(epoch from c.created_at) * 1000)::bigint)
        from vote_casts c join votes v on v.id = c.vote_id left join events e on e.id = c.event_id
        where v.campaign_id = ${campaignID}
      union all
      select c.user_id, c.completed_ms
        from mission_completions c join missions m on m.id = c.mission_id where m.campaign_id = ${campaignID}
      union all
      select c.user_id, (extract(epoch from c.claimed_at) * 1000)::bigint
        from mission_reward_claims c join missions m on m.id = c.mission_id where m.campaign_id = ${campaignID}
    ),
    seen as (select lower(u) as u, ms from acts where ms >= ${from} and ms < ${to} and u <> ''),
    firsts as (
      select floor((ms + ${offsetMs})::float8 / ${size})::bigint * ${size} - ${offsetMs} as b, u, min(ms) as ms
        from seen group by 1, 2
      union all
      select null::bigint, u, min(ms) from seen group by u
    )
    select f.b, count(*)::int as viewers,
           count(*) filter (where p.user_id is not null and ${isNew})::int as new_viewers,
           count(*) filter (where p.user_id is null)::int as unknown_viewers
      from firsts f left join platform_users p on p.user_id::text = f.u
      group by f.b`);
  const zeros = () => starts.map(() => 0);
  const answer: NewViewersOverTime = {
    campaignID,
    rule,
    timezone,
    bucket: query.bucket,
    from,
    to,
    buckets: starts,
    newViewers: zeros(),
    returningViewers: zeros(),
    unknownViewers: zeros(),
    total: { viewers: 0, newViewers: 0, unknownViewers: 0 },
  };
  for (const r of rowsOf<{
    b: number | string | null;
    viewers: number;
    new_viewers: number;
    unknown_viewers: number;
  }>(result)) {
    if (r.b === null) {
      answer.total = { viewers: r.viewers, newViewers: r.new_viewers, unknownViewers: r.unknown_viewers };
      continue;
    }
    const i = Math.floor((Number(r.b) - from) / size);
    if (i < 0 || i >= starts.length) continue;
    answer.newViewers[i] = r.new_viewers;
    answer.unknownViewers[i] = r.unknown_viewers;
    answer.returningViewers[i] = r.viewers - r.new_viewers - r.unknown_viewers;
  }
  return answer;
}
