// The operators' copy-data tool (visitor spec §2, §5): shown when the page's URL has ?copy; copies the
// board's ranking (or contributions with ?sub, each ranked user's missions with ?mission) as tab-separated
// text.
import { useRef, useState } from 'react';
import type { LeaderboardPage, LeaderboardRow } from '@eventory/domain/leaderboard-read';
import { requestJson } from '../data/data-client.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import {
  CONTRIBUTION_QUERY_COUNT,
  contributionBatches,
  contributionLines,
  copyLabel,
  copySlice,
  missionLeaderboardOf,
  missionLines,
  parseCopyParams,
  rankingLines,
  toTsv,
  type CopyMissionEntry,
  type CopyParams,
} from './copy-data.ts';
import { fetchLeaderboardMissions } from '../mission/mission-api.ts';
import { useWidgetText } from './use-widget-text.ts';
import styles from './widgets.module.css';

export interface CopyDataProps {
  /** Blank = the page's leaderboard. */
  containerID: string | number;
  /** ?mission copies this leaderboard's missions for each ranked user (?mission=ID overrides it). */
  missionLeaderboardID: string | number;
}

const PAGE_COUNT = 1000;

async function allRows(containerID: string, read: (cursor: string) => Promise<LeaderboardPage>) {
  const rows: LeaderboardRow[] = [];
  let cursor = '';
  do {
    const page = await read(cursor);
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor && containerID);
  return rows;
}

/** Builds the text the tool copies, fetching what it needs. */
export async function buildCopyText(
  containerID: string,
  params: CopyParams,
  read: (cursor: string) => Promise<LeaderboardPage>,
  readContributions: (ids: string[]) => Promise<LeaderboardRow[]>,
  /** The missions of one user; undefined when the tool has no leaderboard for missions. */
  readMissions?: (userID: string) => Promise<CopyMissionEntry['missions']>,
): Promise<string> {
  const rows = await allRows(containerID, read);
  const { start, end } = copySlice(rows.length, params);
  const chosen = rows.slice(start, end);
  if (params.mission) {
    if (!readMissions) return toTsv(missionLines([], params.raw));
    // Visitor spec §7, §9: the users' missions are read 50 at a time, each batch in parallel.
    const entries: CopyMissionEntry[] = [];
    const byID = new Map(chosen.map((row) => [row.userInfo?.userID ?? '', row]));
    for (const batch of contributionBatches(chosen)) {
      const answers = await Promise.all(batch.map(readMissions));
      batch.forEach((userID, index) => {
        const row = byID.get(userID);
        entries.push({
          rank: row?.rank ?? 0,
          userID,
          openID: row?.userInfo?.openID || row?.userInfo?.displayName || '',
          missions: answers[index] ?? [],
        });
      });
    }
    return toTsv(missionLines(entries, params.raw));
  }
  if (params.contributionItems === undefined) return toTsv(rankingLines(chosen, params.raw));
  if (!containerID || !params.contributionItems)
    return toTsv(contributionLines(containerID, params.contributionItems, chosen, [], params.raw));
  const batches = contributionBatches(chosen);
  const contributions = (await Promise.all(batches.map(readContributions))).flat();
  return toTsv(contributionLines(containerID, params.contributionItems, chosen, contributions, params.raw));
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('the browser refused to copy');
}

export function CopyData({ props }: BlockRenderProps<CopyDataProps>) {
  const { mode, dataClient } = useRenderContext();
  const { screen } = useVisitor();
  const t = useWidgetText();
  const [params] = useState(() =>
    typeof window === 'undefined' ? parseCopyParams('') : parseCopyParams(window.location.search),
  );
  const [state, setState] = useState({ fetching: false, copies: 0 });
  const built = useRef<string | undefined>(undefined);
  const busy = useRef(false);
  if (mode === 'runtime' && !params.enabled) return null;
  const containerID =
    stringProp(props.containerID).trim() || stringProp(screen.leaderboardInfo?.containerID).trim();
  const missionLeaderboardID =
    (typeof window === 'undefined' ? '' : missionLeaderboardOf(window.location.search)) ||
    stringProp(props.missionLeaderboardID).trim();

  const onClick = async () => {
    if (mode === 'editor' || busy.current) return;
    busy.current = true;
    const first = built.current === undefined;
    try {
      if (first) {
        setState((s) => ({ ...s, fetching: true }));
        built.current = await buildCopyText(
          containerID,
          params,
          (cursor) => dataClient.getLeaderboard({ containerID, count: PAGE_COUNT, cursor }),
          async (ids) => {
            const query = new URLSearchParams({
              containerID,
              count: String(CONTRIBUTION_QUERY_COUNT),
              subkeys: ids.join(','),
            });
            return (await requestJson<LeaderboardPage>(`/leaderboards/eventory?${query}`)).data;
          },
          missionLeaderboardID
            ? (userID) => fetchLeaderboardMissions(missionLeaderboardID, userID)
            : undefined,
        );
      }
      try {
        await writeClipboard(built.current ?? '');
      } catch (error) {
        // The first copy can lose the click's permission while fetching; the label asks for another click.
        if (!first) throw error;
      }
      setState((s) => ({ fetching: false, copies: s.copies + 1 }));
    } catch (error) {
      setState((s) => ({ ...s, fetching: false }));
      window.alert(t('copyFailed', error instanceof Error ? error.message : String(error)));
    } finally {
      busy.current = false;
    }
  };

  const label = copyLabel(state, params);
  return (
    <button
      type="button"
      className={styles.copy}
      data-block="CopyData"
      disabled={state.fetching}
      onClick={() => void onClick()}
    >
      {t(label.key, ...label.values)}
    </button>
  );
}
