// /template (admin spec §2, §4 Template editor; issue 14 §2): without sidebar or top bar, in the frame of the
// other such screens (antd fonts, <main>, the production warning of admin spec §1). The project list, or,
// with ?project={id}, that project open in the editor once it has loaded, filling the window.
import { Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CampaignViewFrame } from '../campaigns/CampaignViewFrame.tsx';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { PageEditor } from './PageEditor.tsx';
import { ProjectList } from './ProjectList.tsx';
import { useProject } from './use-projects.ts';
import styles from './page-editor.module.css';
import './messages.ts';

function OpenProject({ id }: { id: number }) {
  const { t } = useTranslation();
  const project = useProject(id);
  if (project.isLoading)
    return (
      <Space data-testid="project-loading" className={styles.loading}>
        <Spin />
        {t('page-editor.opening')}
      </Space>
    );
  if (project.isError || !project.data) return <LoadFailed retry={project.refetch} />;
  // A fresh editor per project, so its history starts with what was loaded.
  return <PageEditor key={id} project={project.data} />;
}

export default function PageEditorScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('project'));
  const open = Number.isInteger(id) && id > 0;
  return (
    <CampaignViewFrame fill={open}>{open ? <OpenProject id={id} /> : <ProjectList />}</CampaignViewFrame>
  );
}
