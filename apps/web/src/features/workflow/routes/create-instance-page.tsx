import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { ChainList } from '../components/chain-list';
import { GeneralRequestForm } from '../components/general-request-form';
import { workflowNs } from '../locales/i18n';
import '../workflow.css';

/** `/taskManager/process-instance/create`: start a general request; administrators also keep the chains. */
export default function CreateInstancePage() {
  const { t } = useTranslation(workflowNs);
  const canEditChains = useAccess().hasPermission(['workflow:processDefinition:edit']);
  if (!canEditChains) {
    return (
      <Card className="workflow-page" title={t('create.title')}>
        <GeneralRequestForm />
      </Card>
    );
  }
  return (
    <Card className="workflow-page">
      <Tabs
        items={[
          { key: 'start', label: t('create.tabStart'), children: <GeneralRequestForm /> },
          { key: 'chains', label: t('create.tabChains'), children: <ChainList /> },
        ]}
      />
    </Card>
  );
}
