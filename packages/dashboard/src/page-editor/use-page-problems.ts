// The open page's problems, checked live (issue 14 §2) by the domain's one check the server's save runs
// too (issue 29 §3): every rule each block breaks and each prop its field cannot read, against the editor's
// rule book (the domain's block catalogue), with each block's problems in the dashboard's words.
import { useMemo } from 'react';
import { findBlueprintProblems, type PlacedProblem } from '@eventory/domain/block-validation';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogueBook } from './catalogue-book.ts';
import { useProblemText } from './use-problem-text.ts';

export interface PageProblems {
  /** Every problem, in reading order. */
  problems: PlacedProblem[];
  /** Each block's problems in words, by block id; the same map while they read the same. */
  textsById: ReadonlyMap<string, readonly string[]>;
}

export function usePageProblems(tree: BlueprintNode): PageProblems {
  const problemText = useProblemText();
  const problems = useMemo(() => findBlueprintProblems(tree, catalogueBook), [tree]);
  // Kept while the problems read the same, so the outline does not render again on each edit.
  const entries = JSON.stringify(textsByBlock(problems, problemText));
  const textsById = useMemo(
    () => new Map<string, readonly string[]>(JSON.parse(entries) as [string, string[]][]),
    [entries],
  );
  return { problems, textsById };
}

function textsByBlock(
  problems: readonly PlacedProblem[],
  problemText: (problem: PlacedProblem) => string,
): [string, string[]][] {
  const byId = new Map<string, string[]>();
  for (const problem of problems) {
    const id = problem.id ?? '';
    byId.set(id, [...(byId.get(id) ?? []), problemText(problem)]);
  }
  return [...byId];
}
