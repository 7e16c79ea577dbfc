// Opening a row's streamer (visitor spec §2): live stream or profile, in this tab or a new one, tracked.
import { useCallback } from 'react';
import type { LeaderboardRow as RankingRow } from '@eventory/domain/leaderboard-read';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { postAvatarLink } from './avatar-link.ts';
import type { BoardContextValue } from './board-context.ts';
import { mobilePlatform, streamerClick } from './family-rules.ts';
import { isLive, rowPerson } from './leaderboard-rows.ts';

/** Opens a row's streamer as visitor spec §2 says; returns whether anything opened. */
export function useOpenStreamer(): (
  row: RankingRow,
  board: Pick<BoardContextValue, 'clickable' | 'league'>,
) => void {
  const { tracker } = useVisitor();
  return useCallback(
    (row, board) => {
      const person = rowPerson(row);
      postAvatarLink({ userID: person.userID, openID: person.openID, picture: person.picture });
      const click = streamerClick(
        {
          userID: row.userInfo?.userID ?? '',
          openID: person.openID,
          streamID: row.onliveInfo?.streamID ?? 0,
          liveStreamID: row.onliveInfo?.liveStreamID ?? 0,
        },
        { ...board, platform: mobilePlatform(navigator.userAgent) },
      );
      if (click.kind === 'none') return;
      tracker.profileClick({
        kind: click.kind,
        streamerId: row.userInfo?.userID ?? '',
        liveStatus: isLive(row),
        hasDeeplink: click.deepLink,
      });
      if (click.newTab) window.open(click.url, '_blank', 'noopener,noreferrer');
      else window.location.assign(click.url);
    },
    [tracker],
  );
}
