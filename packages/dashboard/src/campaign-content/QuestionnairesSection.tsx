// Questionnaires of a campaign (admin spec §3 Questionnaire, §7 Questionnaires): list, editor (attached
// to a leaderboard group), delete (confirmed), and their questions: add, edit, delete with the four types.
// Select and sort questions need at least two options; a text question has none.
import { useMemo, useState } from 'react';
import { Button, Card, Col, Modal, Row, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm, type DynamicForm } from '../forms/use-dynamic-form.ts';
import {
  ArrayField,
  CheckboxField,
  DateField,
  DynamicFormView,
  NumberField,
  SelectField,
} from '../forms/fields.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useCampaignArea } from '../campaigns/use-campaign-area.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { visibleLeaderboards } from '../campaigns/campaign-api.ts';
import { useCampaignLeaderboards } from '../campaigns/use-campaign-leaderboards.ts';
import {
  MIN_OPTIONS,
  QUESTION_TYPES,
  takesOptions,
  type Question,
  type QuestionType,
  type Questionnaire,
} from '@eventory/domain/questionnaires';
import { inLanguage } from './content-api.ts';
import { useContentList } from './use-content-list.ts';
import { DeleteButton } from './DeleteButton.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { PerLanguageFields } from './PerLanguageFields.tsx';
import { perLanguageTexts, perLanguageValues, type PerLanguage } from './per-language.ts';
import { useContentWrite } from './use-content-write.ts';
import './messages.ts';

type QuestionnaireValues = {
  groupName: string;
  startTime: number;
  endTime: number;
  endTimeCountdown: number | undefined;
};

function QuestionnaireEditor({
  campaignId,
  questionnaire,
  onDone,
}: {
  campaignId: number;
  questionnaire: Questionnaire | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const leaderboards = useCampaignLeaderboards(campaignId);
  const groups = [...new Set(visibleLeaderboards(leaderboards.data ?? []).map((lb) => lb.groupName))];
  const { busy, run } = useContentWrite(campaignId);
  const [initialValues] = useState<QuestionnaireValues>(() => ({
    groupName: questionnaire?.groupName ?? '',
    startTime: questionnaire?.startTime ?? 0,
    endTime: questionnaire?.endTime ?? 0,
    endTimeCountdown: questionnaire?.endTimeCountdown ?? 0,
  }));
  const rules = useMemo<FieldRules<QuestionnaireValues>>(
    () => ({
      groupName: { label: t('campaign-content.leaderboardGroup'), kind: 'select', required: true },
      startTime: { label: t('campaign-content.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('campaign-content.endTime'),
        kind: 'date',
        required: true,
        validators: [(end, v) => (end as number) > v.startTime || t('campaign-content.endAfterStart')],
      },
      endTimeCountdown: {
        label: t('campaign-content.endTimeCountdown'),
        kind: 'number',
        // Whole seconds, as the domain schema takes them (number inputs parse as floats, §5).
        validators: [(v) => (Number.isInteger(v) && (v as number) >= 0) || t('campaign-content.notNegative')],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `questionnaire-${questionnaire?.ID ?? 'new'}`, initialValues, rules });
  async function submit(values: QuestionnaireValues) {
    const body = {
      ...values,
      endTimeCountdown: values.endTimeCountdown ?? 0,
      campaignID: campaignId,
      // Who may answer is not edited here: an existing constraint is kept as it is.
      ...(questionnaire ? { eventHandler: questionnaire.eventHandler } : {}),
    };
    const ok = await run(
      () =>
        questionnaire
          ? api.put(`questionnaires/${questionnaire.ID}`, body)
          : api.post('questionnaires', body),
      t('campaign-content.questionnaireSaved', { groupName: body.groupName }),
    );
    if (ok) onDone();
  }
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="questionnaire-editor">
      <SelectField form={form} name="groupName" options={groups.map((g) => ({ value: g, label: g }))} />
      <DateField form={form} name="startTime" />
      <DateField form={form} name="endTime" />
      <NumberField form={form} name="endTimeCountdown" min={0} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

type QuestionValues = {
  type: QuestionType;
  options: string[];
  required: boolean;
  /** Registration form limits (decisions/0045): blank = at least 1, up to the option count. */
  minOptions: number | undefined;
  maxOptions: number | undefined;
} & PerLanguage<'title'>;

/** The options rule of a question type: ≥ 2 non-blank options for select and sort, none for text. */
export function optionsProblem(type: QuestionType, options: readonly string[]): 'tooFew' | 'none' | null {
  const filled = options.map((o) => o.trim()).filter(Boolean);
  if (!takesOptions(type)) return filled.length > 0 ? 'none' : null;
  return filled.length < MIN_OPTIONS[type] ? 'tooFew' : null;
}

/**
 * Where each entry of `next` came from, given where each entry of `prev` came from: the entries before and
 * after the changed stretch keep theirs, changed entries in place keep theirs, inserted entries have none.
 */
function alignOrigins(
  prev: readonly string[],
  next: readonly string[],
  origins: readonly (number | null)[],
): (number | null)[] {
  const shorter = Math.min(prev.length, next.length);
  let head = 0;
  while (head < shorter && prev[head] === next[head]) head++;
  let tail = 0;
  while (tail < shorter - head && prev[prev.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  const changedBefore = prev.length - head - tail;
  const changedAfter = next.length - head - tail;
  return [
    ...origins.slice(0, head),
    ...Array.from({ length: changedAfter }, (_, k) =>
      k < changedBefore ? (origins[head + k] ?? null) : null,
    ),
    ...origins.slice(prev.length - tail),
  ];
}

function QuestionEditor({
  campaignId,
  questionnaire,
  question,
  onDone,
}: {
  campaignId: number;
  questionnaire: Questionnaire;
  question: Question | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  // Options are edited in the user's language; their texts in other languages are kept.
  const lang = i18n.language;
  const [initialValues] = useState<QuestionValues>(() => ({
    type: question?.type ?? 'SingleSelect',
    options: (question?.options ?? []).map((o) => inLanguage(o, lang)),
    required: question?.required ?? true,
    minOptions: question?.minOptions,
    maxOptions: question?.maxOptions,
    ...perLanguageValues('title', question?.title as Record<string, string> | undefined),
  }));
  const rules = useMemo<FieldRules<QuestionValues>>(
    () => ({
      type: { label: t('campaign-content.questionType'), kind: 'select', required: true },
      minOptions: {
        label: t('campaign-content.minOptions'),
        kind: 'number',
        validators: [(v) => (Number.isInteger(v) && (v as number) >= 1) || t('campaign-content.optionLimit')],
      },
      maxOptions: {
        label: t('campaign-content.maxOptions'),
        kind: 'number',
        validators: [
          (v) => (Number.isInteger(v) && (v as number) >= 1) || t('campaign-content.optionLimit'),
          (v, values) =>
            values.minOptions === undefined ||
            (v as number) >= values.minOptions ||
            t('campaign-content.maxBelowMin'),
        ],
      },
      // Checked even when empty: "at least two options" must fail on an empty list too.
      options: {
        label: t('campaign-content.options'),
        validators: [
          (options, v) => {
            // A text question's options are hidden and not sent, so what is left in them does not count.
            const problem = takesOptions(v.type) ? optionsProblem(v.type, options as string[]) : null;
            if (problem === 'tooFew')
              return t('campaign-content.optionsTooFew', { min: MIN_OPTIONS[v.type] });
            if (problem === 'none') return t('campaign-content.optionsNone');
            return true;
          },
        ],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `question-${question?.ID ?? 'new'}`, initialValues, rules });
  // Which saved option each entry is (null = a new one), so removing or inserting entries does not hand
  // one option's texts in other languages to its neighbour.
  const [origins, setOrigins] = useState<(number | null)[]>(() => initialValues.options.map((_, i) => i));
  const optionsForm: DynamicForm<QuestionValues> = {
    ...form,
    setValue: (name, value) => {
      if (name === 'options')
        setOrigins((current) => alignOrigins(form.values.options, value as string[], current));
      form.setValue(name, value);
    },
  };
  // isEmptyValue skips validators of empty fields, so the options rule is applied here too.
  const optionError = takesOptions(form.values.type)
    ? optionsProblem(form.values.type, form.values.options)
    : null;
  const titleMissing = Object.keys(perLanguageTexts('title', form.values)).length === 0;
  const canSave = form.edited && optionError === null && !titleMissing && form.canSubmit;

  async function submit(values: QuestionValues) {
    if (!canSave) return;
    const body = {
      type: values.type,
      required: values.required,
      ...(takesOptions(values.type) && values.minOptions !== undefined
        ? { minOptions: values.minOptions }
        : {}),
      ...(takesOptions(values.type) && values.maxOptions !== undefined
        ? { maxOptions: values.maxOptions }
        : {}),
      title: perLanguageTexts('title', values),
      options: takesOptions(values.type)
        ? values.options
            .map((o, i) => {
              const from = origins[i];
              const saved = from === null || from === undefined ? undefined : question?.options[from];
              return { ...(saved ?? {}), [lang]: o.trim() };
            })
            .filter((o) => o[lang] !== '')
        : [],
    };
    const base = `questionnaires/${questionnaire.ID}/questions`;
    const ok = await run(
      () => (question ? api.put(`${base}/${question.ID}`, body) : api.post(base, body)),
      t('campaign-content.questionSaved'),
    );
    if (ok) onDone();
  }

  return (
    <DynamicFormView form={form} onSubmit={submit} testId="question-editor">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField
            form={form}
            name="type"
            options={QUESTION_TYPES.map((q) => ({ value: q, label: t(`campaign-content.question_${q}`) }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <CheckboxField form={form} name="required">
            {t('campaign-content.questionRequired')}
          </CheckboxField>
        </Col>
      </Row>
      {takesOptions(form.values.type) && form.values.type !== 'SingleSelect' && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <NumberField form={form} name="minOptions" min={1} />
          </Col>
          <Col xs={24} md={12}>
            <NumberField form={form} name="maxOptions" min={1} />
          </Col>
        </Row>
      )}
      {takesOptions(form.values.type) ? (
        <ArrayField form={optionsForm} name="options" />
      ) : (
        <p data-testid="text-no-options">{t('campaign-content.textHasNoOptions')}</p>
      )}
      {form.touched && optionError === 'tooFew' && form.values.options.length === 0 && (
        <p role="alert">{t('campaign-content.optionsTooFew', { min: MIN_OPTIONS[form.values.type] })}</p>
      )}
      <PerLanguageFields form={form} prefix="title" label={t('campaign-content.questionTitle')} />
      {form.touched && titleMissing && <p role="alert">{t('campaign-content.questionTitleAny')}</p>}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!canSave}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

function Questions({
  campaignId,
  questionnaire,
  canWrite,
}: {
  campaignId: number;
  questionnaire: Questionnaire;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ question: Question | null } | null>(null);
  const title = (q: Question) => inLanguage(q.title, i18n.language) || '—';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table<Question>
        rowKey="ID"
        size="small"
        pagination={false}
        data-testid={`questions-${questionnaire.ID}`}
        dataSource={questionnaire.questions ?? []}
        locale={{ emptyText: t('campaign-content.noQuestions') }}
        columns={[
          { title: t('campaign-content.questionTitle'), key: 'title', render: (_, q) => title(q) },
          {
            title: t('campaign-content.questionType'),
            dataIndex: 'type',
            render: (type: QuestionType) => t(`campaign-content.question_${type}`),
          },
          {
            title: t('campaign-content.options'),
            dataIndex: 'options',
            render: (options: Question['options']) =>
              options?.map((o, i) => <Tag key={i}>{inLanguage(o, i18n.language)}</Tag>),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, q) => (
              <Space>
                <Button size="small" disabled={!canWrite} onClick={() => setEditing({ question: q })}>
                  {t('campaign-content.edit')}
                </Button>
                <DeleteButton
                  campaignId={campaignId}
                  disabled={!canWrite}
                  title={t('campaign-content.deleteQuestionConfirm', { title: title(q) })}
                  path={`questionnaires/${questionnaire.ID}/questions/${q.ID}`}
                  done={t('campaign-content.questionDeleted')}
                />
              </Space>
            ),
          },
        ]}
      />
      <Button size="small" disabled={!canWrite} onClick={() => setEditing({ question: null })}>
        {t('campaign-content.addQuestion')}
      </Button>
      <Modal
        open={editing !== null}
        destroyOnHidden
        footer={null}
        width={720}
        title={editing?.question ? t('campaign-content.editQuestion') : t('campaign-content.addQuestion')}
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <QuestionEditor
            campaignId={campaignId}
            questionnaire={questionnaire}
            question={editing.question}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Space>
  );
}

export function QuestionnairesSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const questionnaires = useContentList(campaignId, 'questionnaires');
  const canWrite = useCanWrite('questionnaireCreation', useCampaignArea(campaignId));
  const [editing, setEditing] = useState<{ questionnaire: Questionnaire | null } | null>(null);

  return (
    <Card
      title={t('campaign-content.questionnaires')}
      extra={
        <Button type="primary" disabled={!canWrite} onClick={() => setEditing({ questionnaire: null })}>
          {t('campaign-content.newQuestionnaire')}
        </Button>
      }
    >
      <ListTable<Questionnaire>
        query={questionnaires}
        rowKey="ID"
        data-testid="questionnaire-list"
        empty={t('campaign-content.noQuestionnaires')}
        expandable={{
          expandedRowRender: (q) => (
            <Questions campaignId={campaignId} questionnaire={q} canWrite={canWrite} />
          ),
        }}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          { title: t('campaign-content.leaderboardGroup'), dataIndex: 'groupName' },
          { title: t('campaign-content.startTime'), dataIndex: 'startTime', render: formatUnixSeconds },
          { title: t('campaign-content.endTime'), dataIndex: 'endTime', render: formatUnixSeconds },
          {
            title: t('campaign-content.questions'),
            dataIndex: 'questions',
            render: (qs?: Question[]) => qs?.length ?? 0,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, q) => (
              <Space wrap>
                <Button size="small" disabled={!canWrite} onClick={() => setEditing({ questionnaire: q })}>
                  {t('campaign-content.edit')}
                </Button>
                <DeleteButton
                  campaignId={campaignId}
                  disabled={!canWrite}
                  title={t('campaign-content.deleteQuestionnaireConfirm', { id: q.ID })}
                  path={`questionnaires/${q.ID}`}
                  done={t('campaign-content.questionnaireDeleted', { id: q.ID })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        destroyOnHidden
        footer={null}
        title={
          editing?.questionnaire
            ? t('campaign-content.editQuestionnaire', { id: editing.questionnaire.ID })
            : t('campaign-content.newQuestionnaire')
        }
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <QuestionnaireEditor
            campaignId={campaignId}
            questionnaire={editing.questionnaire}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
