// Registrations of a campaign's containers (decisions/0045-registrations.md): pick a registration form
// (a questionnaire attached to a container), filter by status, page through the viewers' answers and
// verify or reject each one (change-logged on the server). Page, limit and filters live in the URL.
import { useMemo } from 'react';
import { Alert, Card, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVIEWABLE_FROM,
  STORED_REGISTRATION_STATUSES,
  chosenOf,
  registrationQuestionsOf,
  type Registration,
  type RegistrationReview,
  type StoredRegistrationStatus,
} from '@eventory/domain/registrations';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { ConfirmButton } from '../campaign-content/ConfirmButton.tsx';
import { inLanguage } from '../campaign-content/content-api.ts';
import { PagedTable } from '../campaign-content/PagedTable.tsx';
import { useContentList } from '../campaign-content/use-content-list.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { DEFAULT_LIMIT } from '../lists/list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import { AttachRegistrationForm } from './AttachRegistrationForm.tsx';
import { REGISTRATIONS_LOOKUP, useRegistrationReview } from './use-registration-review.ts';
import './messages.ts';

const LIST = { filters: { form: 'text', status: 'text' }, limit: DEFAULT_LIMIT } as const;
const STATUS_COLOURS: Record<StoredRegistrationStatus, string> = {
  processing: 'gold',
  verified: 'green',
  rejected: 'red',
};
const REVIEWS: RegistrationReview[] = ['verify', 'reject'];

export function RegistrationsSection({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation();
  const canWrite = useCanWrite('campaignControl');
  const list = useListState(LIST);
  const { busy, review } = useRegistrationReview();
  const questionnaires = useContentList(campaignId, 'questionnaires');
  const forms = useMemo(
    () => (questionnaires.data ?? []).filter((q) => q.containerID > 0).sort((a, b) => b.ID - a.ID),
    [questionnaires.data],
  );
  const form = forms.find((q) => String(q.ID) === list.filters.form) ?? forms[0];
  const questions = useMemo(() => registrationQuestionsOf(form?.questions ?? []), [form]);
  const status = (STORED_REGISTRATION_STATUSES as readonly string[]).includes(list.filters.status)
    ? list.filters.status
    : '';

  const answersOf = (r: Registration) =>
    questions
      .filter((q) => r.values[q.key] !== undefined)
      .map((q) => {
        const value = r.values[q.key];
        const shown =
          q.type === 'Text'
            ? String(value)
            : chosenOf(value)
                .map((key) => inLanguage(q.options.find((o) => o.key === key)?.label, i18n.language) || key)
                .join(', ');
        return (
          <div key={q.key}>
            <Typography.Text type="secondary">
              {inLanguage(q.title, i18n.language) || q.key}:{' '}
            </Typography.Text>
            {shown}
          </div>
        );
      });

  let body;
  if (questionnaires.isError && !questionnaires.data) body = <LoadFailed retry={questionnaires.refetch} />;
  else if (questionnaires.isLoading) body = <Typography.Text>{t('app.loading')}</Typography.Text>;
  else if (!form) body = <Alert type="info" showIcon title={t('registrations.noForms')} />;
  else
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            aria-label={t('registrations.form')}
            style={{ minWidth: 280 }}
            value={form.ID}
            onChange={(id: number) => list.change({ form: String(id) })}
            options={forms.map((q) => ({
              value: q.ID,
              label: t('registrations.formOption', {
                id: q.ID,
                containerID: q.containerID,
                groupName: q.groupName,
              }),
            }))}
          />
          <Select
            aria-label={t('registrations.status')}
            style={{ minWidth: 160 }}
            value={status}
            onChange={(value: string) => list.change({ status: value })}
            options={[
              { value: '', label: t('registrations.statusAll') },
              ...STORED_REGISTRATION_STATUSES.map((s) => ({
                value: s,
                label: t(`registrations.status_${s}`),
              })),
            ]}
          />
        </Space>
        <PagedTable<Registration>
          lookup={REGISTRATIONS_LOOKUP}
          path={`containers/${form.containerID}/registrations`}
          filters={{ status: status || undefined }}
          list={list}
          rowKey="ID"
          data-testid="registration-list"
          empty={t('registrations.noRegistrations')}
          columns={[
            { title: 'ID', dataIndex: 'ID' },
            { title: t('registrations.userID'), dataIndex: 'userID' },
            {
              title: t('registrations.status'),
              dataIndex: 'status',
              render: (s: StoredRegistrationStatus) => (
                <Tag color={STATUS_COLOURS[s]}>{t(`registrations.status_${s}`)}</Tag>
              ),
            },
            { title: t('registrations.answers'), key: 'answers', render: (_: unknown, r) => answersOf(r) },
            {
              title: t('registrations.submitted'),
              dataIndex: 'updateTime',
              render: (s: number) => formatUnixSeconds(s),
            },
            {
              title: t('registrations.reviewed'),
              key: 'reviewed',
              render: (_: unknown, r) =>
                r.reviewedBy
                  ? `${r.reviewedBy} · ${formatUnixSeconds(r.reviewTime)}`
                  : t('registrations.notReviewed'),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, r) => (
                <Space>
                  {REVIEWS.map((kind) => (
                    <ConfirmButton
                      key={kind}
                      danger={kind === 'reject'}
                      disabled={!canWrite || busy || !REVIEWABLE_FROM[kind].includes(r.status)}
                      title={t(
                        kind === 'verify' ? 'registrations.verifyConfirm' : 'registrations.rejectConfirm',
                        {
                          userID: r.userID,
                        },
                      )}
                      onConfirm={() => review(r, kind)}
                    >
                      {t(`registrations.${kind}`)}
                    </ConfirmButton>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    );

  return (
    <Card title={t('registrations.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('registrations.intro')}</Typography.Paragraph>
        {questionnaires.data && (
          <AttachRegistrationForm campaignId={campaignId} questionnaires={questionnaires.data} />
        )}
        {body}
      </Space>
    </Card>
  );
}
