import { Alert, Button, Card, Col, Descriptions, Result, Row, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useInstanceDetail } from '../api/instance-detail';
import { BpmnDiagram } from '../components/bpmn-diagram';
import { DecisionPanel } from '../components/decision-panel';
import { formatDateTime } from '@/lib/format';
import { HistoryTimeline } from '../components/history-timeline';
import { InstanceStatusTag, ProcessTypeLabel } from '../components/status-tags';
import { StepProgress } from '../components/step-progress';
import { workflowNs } from '../locales/i18n';
import '../workflow.css';

/** `/taskManager/process-instance/detail?id=`: a request with its progress, diagram, history and the user's decision. */
export default function InstanceDetailPage() {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useInstanceDetail(id);

  if (id === null) return <Result status="warning" title={t('detail.missingId')} />;
  if (detail.isError) return <Result status="error" title={detail.error.message} />;
  const instance = detail.data;
  if (!instance) return <Spin className="workflow-loading" />;

  const isBusiness = instance.processType !== 'GENERAL';
  const businessLink = instance.myTask?.isRevision ? instance.links.applicant : instance.links.approver;
  const showPanel = instance.myTask && (!instance.myTask.isRevision || !isBusiness);

  return (
    <Space orientation="vertical" size={16} className="workflow-detail">
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={() => navigate(-1)} />
            <span>{instance.title}</span>
            <InstanceStatusTag status={instance.status} />
          </Space>
        }
        extra={
          isBusiness && (
            <Button icon={<ExportOutlined />} onClick={() => navigate(businessLink)}>
              {t('detail.openBusiness')}
            </Button>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('column.processType')}>
            <ProcessTypeLabel processType={instance.processType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.chain')}>
            {localizedName(lang, instance.definition.name, instance.definition.nameEn)} {t('version', { version: instance.definition.version })}
          </Descriptions.Item>
          <Descriptions.Item label={t('column.initiator')}>{localizedName(lang, instance.initiatorName, instance.initiatorNameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('column.startedAt')}>{formatDateTime(instance.startedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('column.endedAt')}>{formatDateTime(instance.endedAt)}</Descriptions.Item>
        </Descriptions>
        {instance.content && (
          <>
            <Typography.Title level={5}>{t('detail.content')}</Typography.Title>
            <Typography.Paragraph className="workflow-detail__content">{instance.content}</Typography.Paragraph>
          </>
        )}
        <Typography.Title level={5}>{t('detail.steps')}</Typography.Title>
        <StepProgress instance={instance} />
      </Card>
      {instance.myTask?.isRevision && isBusiness && (
        <Alert
          type="warning"
          showIcon
          title={t('decision.revisionTitle')}
          description={t('decision.revisionHint')}
          action={<Button onClick={() => navigate(instance.links.applicant)}>{t('detail.openBusiness')}</Button>}
        />
      )}
      <Row gutter={[16, 16]}>
        {showPanel && (
          <Col xs={24} xl={8}>
            <DecisionPanel instance={instance} />
          </Col>
        )}
        <Col xs={24} xl={showPanel ? 16 : 24}>
          <Card title={t('detail.diagram')}>
            <BpmnDiagram instanceId={instance.id} steps={instance.steps} />
          </Card>
        </Col>
      </Row>
      <Card title={t('detail.history')}>
        <HistoryTimeline history={instance.history} />
      </Card>
    </Space>
  );
}
