import { useQueryClient } from '@tanstack/react-query';
import { useSave } from '../forms/use-save.ts';

/** Runs a write, says "Success!" with `done`, and refreshes the campaign's content lists. */
export function useContentWrite(campaignId: number) {
  const { busy, save } = useSave();
  const queryClient = useQueryClient();
  return {
    busy,
    run: <R>(call: () => Promise<R>, done: string | ((result: R) => string)) =>
      save(async () => {
        const result = await call();
        await queryClient.invalidateQueries({ queryKey: ['campaign', campaignId, 'content'] });
        return typeof done === 'function' ? done(result) : done;
      }),
  };
}
