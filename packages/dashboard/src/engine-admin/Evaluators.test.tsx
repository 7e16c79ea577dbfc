import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSTRAINT_MESSAGES } from '@eventory/domain/constraints/model';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import type { Explanation } from '@eventory/domain/evaluators';
import { CONTAINER_PATH, containerRoutes, evaluator, preloadContainerScreen } from './test-fixtures.ts';

const EVALUATORS_PATH = `${CONTAINER_PATH}?tab=evaluators`;
const title = () =>
  screen.findByRole('heading', { name: 'Container #42 (Leaderboard)' }, { timeout: 10_000 });

async function openNewEvaluator() {
  await title();
  fireEvent.click(await screen.findByRole('button', { name: /Add evaluator/ }));
  return screen.findByTestId('evaluator-form');
}

describe('evaluators and the constraint editor', () => {
  beforeAll(preloadContainerScreen, 60_000);

  it('shows the domain message next to the node while typing and blocks save until it is fixed', async () => {
    const server = fakeServer(
      containerRoutes({
        'POST /v1/admin/evaluators': (call: { body: unknown }) => json({ ID: 4, ...(call.body as object) }),
      }),
    );
    const view = renderDashboard({ path: EVALUATORS_PATH, session: testSession(), server });
    const form = await openNewEvaluator();
    const save = within(form).getByRole('button', { name: 'Save' });
    fireEvent.click(within(form).getByRole('button', { name: /Add judge/ }));

    const node = await within(form).findByTestId('node-judges.0');
    expect(within(node).getByTestId('problems-judges.0').textContent).toBe(CONSTRAINT_MESSAGES.valueRequired);
    expect(save.hasAttribute('disabled')).toBe(true);

    const value = within(node).getByLabelText('Value');
    fireEvent.change(value, { target: { value: 'g1' } });
    await waitFor(() => expect(within(node).queryByTestId('problems-judges.0')).toBeNull());
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));

    // Clearing it again brings the message back at once.
    fireEvent.change(value, { target: { value: '' } });
    expect(await within(node).findByText(CONSTRAINT_MESSAGES.valueRequired)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(value, { target: { value: 'g1' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Evaluator created.')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetContainerID: 42,
      eventType: 1,
      resultKey: 'ReceiverID',
      judges: [{ logic: 'IS', setting: { kind: 'Event', field: 'GiftID', operator: 'EQ', value: 'g1' } }],
      scoreCalc: { kind: 'field', field: 'Point' },
    });
  });

  it('edits judges as JSON and shows the domain rule an empty group breaks on its node', async () => {
    renderDashboard({ path: EVALUATORS_PATH, session: testSession(), server: fakeServer(containerRoutes()) });
    const form = await openNewEvaluator();
    fireEvent.click(within(form).getByRole('tab', { name: 'JSON text' }));
    const text = await within(form).findByLabelText('Judges as JSON');
    fireEvent.change(text, { target: { value: '[{"logic": "OR", "children": [' } });
    expect(await within(form).findByText(/^Not valid JSON: /)).toBeTruthy();
    fireEvent.change(text, { target: { value: '[{"logic": "OR", "children": []}]' } });
    expect(await within(form).findByText(`judges.0.children: ${CONSTRAINT_MESSAGES.emptyList}`)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(form).getByRole('tab', { name: 'Tree' }));
    const node = await within(form).findByTestId('node-judges.0');
    expect(within(node).getByText(CONSTRAINT_MESSAGES.emptyList)).toBeTruthy();
    fireEvent.click(within(node).getByRole('button', { name: /Add a child to 1/ }));
    // The new child has no value yet: the message moves from the group to the child.
    expect(await within(node).findByTestId('problems-judges.0.children.0')).toBeTruthy();
    expect(within(node).queryByTestId('problems-judges.0')).toBeNull();
  });

  it('explains a sample event: per judge pass or fail with its reason, and the score it would add', async () => {
    const explanation: Explanation = {
      evaluatorID: 3,
      passed: true,
      scoreWouldAdd: 100,
      resultKey: { field: 'ReceiverID', key: 'receiver-1' },
      eventType: { expected: 1, given: 1, matches: true },
      window: { inside: true, reason: 'the container has no time window' },
      judges: [
        { path: 'judges.0', kind: 'OR', passed: true, reason: 'a child passed' },
        {
          path: 'judges.0.children.0.setting',
          kind: 'Event.GiftID',
          passed: false,
          reason: 'GiftID g2 is not g1',
        },
        {
          path: 'judges.0.children.1.setting',
          kind: 'Event.Point',
          passed: true,
          reason: 'Point 100 GTE 50',
        },
      ],
    };
    const server = fakeServer(containerRoutes({ 'POST /v1/admin/evaluators/3/explain': explanation }));
    const view = renderDashboard({ path: EVALUATORS_PATH, session: testSession(), server });
    await title();
    fireEvent.click(await screen.findByRole('button', { name: `Edit evaluator #${evaluator.ID}` }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Explain' }));
    const form = await screen.findByTestId('explain-form');
    fireEvent.change(within(form).getByLabelText('Gift ID'), { target: { value: 'g2' } });
    fireEvent.change(within(form).getByLabelText('Points'), { target: { value: '100' } });
    const explain = within(form).getByRole('button', { name: 'Explain' });
    await waitFor(() => expect(explain.hasAttribute('disabled')).toBe(false));
    fireEvent.click(explain);

    const result = await screen.findByTestId('explain-result');
    expect(within(result).getByText('The event passes and would add 100.')).toBeTruthy();
    const rows = within(within(result).getByTestId('explain-judges')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['judges.0', 'OR', 'pass', 'a child passed'],
      ['judges.0.children.0.setting', 'Event.GiftID', 'fail', 'GiftID g2 is not g1'],
      ['judges.0.children.1.setting', 'Event.Point', 'pass', 'Point 100 GTE 50'],
    ]);
    expect(within(result).getByText('the container has no time window')).toBeTruthy();
    expect(view.calls.find((c) => c.path === '/v1/admin/evaluators/3/explain')?.body).toEqual({
      type: 1,
      giftEvent: { giftID: 'g2', senderID: 'sender-1', receiverID: 'receiver-1', point: 100, count: 1 },
    });
  });

  it('says when the sample event would add nothing', async () => {
    const server = fakeServer(
      containerRoutes({
        'POST /v1/admin/evaluators/3/explain': {
          evaluatorID: 3,
          passed: false,
          scoreWouldAdd: 0,
          resultKey: { field: 'ReceiverID', key: 'receiver-1' },
          eventType: { expected: 1, given: 1, matches: true },
          window: { inside: false, reason: 'the leaderboard is deleted' },
          judges: [],
        } satisfies Explanation,
      }),
    );
    renderDashboard({ path: EVALUATORS_PATH, session: testSession(), server });
    await title();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit evaluator #3' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Explain' }));
    const form = await screen.findByTestId('explain-form');
    fireEvent.change(within(form).getByLabelText('Gift ID'), { target: { value: 'g1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Explain' }));
    const result = await screen.findByTestId('explain-result');
    expect(within(result).getByText('The event does not pass: it would add nothing.')).toBeTruthy();
    expect(within(result).getByText('No judge was checked.')).toBeTruthy();
  });

  it('asks before deleting an evaluator', async () => {
    const server = fakeServer(containerRoutes({ 'DELETE /v1/admin/evaluators/3': { ID: 3 } }));
    const view = renderDashboard({ path: EVALUATORS_PATH, session: testSession(), server });
    await title();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete evaluator #3' }));
    expect(await screen.findByText('Delete evaluator #3? The scores it gave stay.')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Evaluator #3 deleted.')).toBeTruthy();
  });
});
