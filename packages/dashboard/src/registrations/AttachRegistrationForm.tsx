// Makes a questionnaire the registration form of a container (POST containers/{id}/questionnaire, the
// questionnaire admin's attach call): viewers then register on that container (decisions/0045).
import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Questionnaire } from '@eventory/domain/questionnaires';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { visibleLeaderboards } from '../campaigns/campaign-api.ts';
import { useCampaignLeaderboards } from '../campaigns/use-campaign-leaderboards.ts';
import { useContentList } from '../campaign-content/use-content-list.ts';
import { useContentWrite } from '../campaign-content/use-content-write.ts';
import './messages.ts';

export function AttachRegistrationForm({
  campaignId,
  questionnaires,
}: {
  campaignId: number;
  questionnaires: readonly Questionnaire[];
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const canWrite = useCanWrite('questionnaireCreation');
  const { busy, run } = useContentWrite(campaignId);
  const leaderboards = useCampaignLeaderboards(campaignId);
  const missions = useContentList(campaignId, 'missions');
  const [questionnaireID, setQuestionnaireID] = useState<number | undefined>(undefined);
  const [containerID, setContainerID] = useState<number | undefined>(undefined);
  const containers = [
    ...visibleLeaderboards(leaderboards.data ?? []).map((lb) => ({
      value: lb.containerID,
      label: t('registrations.leaderboardContainer', {
        groupName: lb.groupName,
        containerID: lb.containerID,
      }),
    })),
    ...(missions.data ?? [])
      .filter((m) => m.missionContainerID > 0)
      .map((m) => ({
        value: m.missionContainerID,
        label: t('registrations.missionContainer', { id: m.id, containerID: m.missionContainerID }),
      })),
  ];
  if (questionnaires.length === 0)
    return <Typography.Text type="secondary">{t('registrations.noQuestionnaires')}</Typography.Text>;
  const attach = () =>
    run(
      () => api.post(`containers/${containerID}/questionnaire`, { questionnaireID }),
      t('registrations.attached', { id: questionnaireID, containerID }),
    );
  return (
    <Space wrap data-testid="attach-registration-form">
      <Typography.Text>{t('registrations.attachTitle')}</Typography.Text>
      <Select
        aria-label={t('registrations.questionnaire')}
        placeholder={t('registrations.questionnaire')}
        style={{ minWidth: 200 }}
        value={questionnaireID}
        onChange={(id: number) => setQuestionnaireID(id)}
        options={questionnaires.map((q) => ({
          value: q.ID,
          label: t('registrations.questionnaireOption', { id: q.ID, groupName: q.groupName }),
        }))}
      />
      <Select
        aria-label={t('registrations.container')}
        placeholder={t('registrations.container')}
        style={{ minWidth: 240 }}
        value={containerID}
        onChange={(id: number) => setContainerID(id)}
        options={containers}
      />
      <Button
        onClick={() => void attach()}
        loading={busy}
        disabled={!canWrite || questionnaireID === undefined || containerID === undefined}
      >
        {t('registrations.attach')}
      </Button>
    </Space>
  );
}
