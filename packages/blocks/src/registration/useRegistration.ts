// The registration form's data: its questions (the container's questionnaire when the block names a
// campaign, else the block's own) and the viewer's registration info. A 401 on the info is "login
// required" (block catalogue §6, §8): the form shows, locked. Editor mode loads nothing.
import { useCallback, useEffect, useState } from 'react';
import type { RegistrationInfo } from '@eventory/domain/registrations';
import type { RegistrationQuestion } from '@eventory/domain/registration-answers';
import { FetchError } from '../data/data-client.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import {
  fetchCampaignQuestionnaires,
  fetchRegistrationInfo,
  questionnaireOfContainer,
} from './registration-api.ts';

export type RegistrationPhase = 'loading' | 'ready' | 'loginRequired' | 'error';

export interface RegistrationState {
  phase: RegistrationPhase;
  questions: RegistrationQuestion[];
  info: RegistrationInfo;
  /** What went wrong (phase error). */
  error: string;
  reload(): void;
}

const NONE: RegistrationInfo = { status: 'none' };

export function useRegistration(opts: {
  containerID: number;
  campaignID: number;
  /** The block's own questions (used without a campaign, and in editor mode). */
  ownQuestions: RegistrationQuestion[];
  /** The status panel needs no questions. */
  withQuestions: boolean;
}): RegistrationState {
  const { containerID, campaignID, ownQuestions, withQuestions } = opts;
  const { mode } = useRenderContext();
  const { session } = useVisitor();
  const { user } = useVisitorSnapshot();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RegistrationState, 'reload'>>({
    phase: mode === 'editor' ? 'ready' : 'loading',
    questions: ownQuestions,
    info: NONE,
    error: '',
  });
  const ownKey = JSON.stringify(ownQuestions);

  useEffect(() => {
    const own = JSON.parse(ownKey) as RegistrationQuestion[];
    if (mode === 'editor') {
      setState({ phase: 'ready', questions: own, info: NONE, error: '' });
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, phase: 'loading', error: '' }));
    const questionsLoad =
      withQuestions && campaignID > 0
        ? fetchCampaignQuestionnaires(campaignID, controller.signal).then(
            (list) => questionnaireOfContainer(list, containerID)?.questions ?? own,
          )
        : Promise.resolve(own);
    void Promise.allSettled([
      questionsLoad,
      fetchRegistrationInfo(containerID, user, controller.signal),
    ]).then(([questions, info]) => {
      if (controller.signal.aborted) return;
      const failure = (r: PromiseSettledResult<unknown>) =>
        r.status === 'rejected' ? (r.reason as unknown) : undefined;
      const questionFailure = failure(questions);
      const infoFailure = failure(info);
      const loginRequired = infoFailure instanceof FetchError && infoFailure.status === 401;
      const problem = questionFailure ?? (loginRequired ? undefined : infoFailure);
      if (problem !== undefined) console.error('Loading the registration form failed', problem);
      // A token the server refused signs the visitor out (the auth guard), a missing one changes nothing.
      if (infoFailure instanceof FetchError && user)
        session.reportResponse(infoFailure.status, infoFailure.message);
      setState({
        phase: problem !== undefined ? 'error' : loginRequired ? 'loginRequired' : 'ready',
        questions: questions.status === 'fulfilled' ? questions.value : own,
        info: info.status === 'fulfilled' ? info.value : NONE,
        error: problem instanceof Error ? problem.message : problem === undefined ? '' : String(problem),
      });
    });
    return () => controller.abort();
    // `user` is read by identity of its id: a new token for the same user does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, containerID, campaignID, withQuestions, ownKey, user?.userID, attempt, session]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
