// The claim flow (visitor spec §4, §8; block spec §2, §4): a click claims the reward for the signed-in
// viewer once (nothing happens while a claim runs, nothing at all in editor mode); success marks the
// mission claimed and opens the mission dialog sub-route; a failure opens the §8 modal. Each press that
// claims is tracked as a `button_click` with `action: 'claim'` (the insight funnel's "claimed" step, 0090).
import { useRef, useState } from 'react';
import type { UserMission } from '@eventory/domain/user-missions';
import { FetchError } from '../data/data-client.ts';
import { missionText } from '../i18n/mission-texts.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { claimReward } from './mission-api.ts';
import { claimFailureModal, missionDialogPath } from './mission-rules.ts';

export interface ClaimReward {
  claiming: boolean;
  /** The modal's message, undefined when none is open. */
  modal: string | undefined;
  /** Claims; `text` is the button's text as the viewer saw it (tracked with the click). */
  claim(text: string): void;
  closeModal(): void;
}

export function useClaimReward(
  mission: UserMission,
  after: { markClaimed(missionID: number): void; reload(): void },
): ClaimReward {
  const { mode, locale } = useRenderContext();
  const { session, tracker } = useVisitor();
  const { path, search, store } = useNavigation();
  const [claiming, setClaiming] = useState(false);
  const [modal, setModal] = useState<string | undefined>(undefined);
  const busy = useRef(false);

  const claim = (text: string) => {
    if (mode === 'editor' || busy.current) return;
    tracker.buttonClick(text, { action: 'claim', missionID: String(mission.id) });
    const user = session.snapshot().user;
    if (!user) {
      setModal(missionText(locale, 'loginRequired'));
      return;
    }
    busy.current = true;
    setClaiming(true);
    claimReward(mission.id, user)
      .then(
        () => {
          after.markClaimed(mission.id);
          store.navigate(`${missionDialogPath(path, mission.missionContainerID)}${search}`);
        },
        (error: unknown) => {
          const failure =
            error instanceof FetchError
              ? { status: error.status, errorCode: error.errorCode, errorMessage: error.message }
              : { status: 0 };
          // A refused token signs the viewer out (visitor spec §4); the modal says why.
          if (failure.status === 401) session.signOut();
          // Already claimed (elsewhere): the card shows Complete.
          if (failure.errorCode === '7') after.markClaimed(mission.id);
          else if (failure.status !== 0) after.reload();
          const shown = claimFailureModal(failure);
          setModal(shown.kind === 'text' ? shown.text : missionText(locale, shown.key));
        },
      )
      .finally(() => {
        busy.current = false;
        setClaiming(false);
      });
  };

  return { claiming, modal, claim, closeModal: () => setModal(undefined) };
}
