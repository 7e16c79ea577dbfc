// The Tools page (decision 0097, `toolsControl`): one look at what the testing tools are doing before
// an operator starts another run: simulator runs going on, the tester's watched files and their errors.
export interface ToolsOverview {
  simulations: { running: number; total: number };
  watchedFiles: { total: number; failing: number };
  /** The latest simulator runs, newest first. */
  recentSimulations: {
    id: number;
    campaignID: number;
    state: string;
    sent: number;
    startedBy: string;
    startedAt: number;
  }[];
}
