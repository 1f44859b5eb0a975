import { Card, Empty, Steps, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { ApprovalHistoryEntry, SpeakerApproval as Approval } from '../api/approval-history';
import { formatWhen } from '@/lib/when';
import { speakersNs } from '../locales/i18n';

const REVISE = 'applicantRevise';
const ACTION_COLOR: Record<string, string> = { SUBMIT: 'blue', APPROVE: 'green', REJECT: 'red', RETURN: 'orange', RESUBMIT: 'blue', WITHDRAW: 'default' };

/** The speaker chain's steps with the current one and every decision taken so far. */
export function SpeakerApprovalCard({ approval, speakerStatus }: { approval: Approval | undefined; speakerStatus: string }) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  if (!approval) {
    return (
      <Card title={t('detail.history')}>
        <Empty description={t('detail.noHistory')} />
      </Card>
    );
  }
  const steps = approval.steps.filter((step) => step.id !== REVISE);
  const current = approval.currentTasks[0];
  const currentIndex = current ? steps.findIndex((step) => step.id === current.stepId) : -1;
  const names = current?.candidates.map((c) => localizedName(lang, c.name, c.nameEn)).join(lang === 'en' ? ', ' : '、') ?? '';
  return (
    <Card title={t('detail.approval')}>
      <Steps
        size="small"
        items={steps.map((step, index) => ({
          title: localizedName(lang, step.name, step.nameEn),
          status:
            speakerStatus === 'APPROVED' || speakerStatus === 'INACTIVE'
              ? 'finish'
              : index === currentIndex
                ? 'process'
                : currentIndex > index
                  ? 'finish'
                  : speakerStatus === 'REJECTED'
                    ? 'wait'
                    : 'wait',
          content: index === currentIndex ? t('detail.candidates', { names }) : undefined,
        }))}
      />
      <Table<ApprovalHistoryEntry>
        className="speaker-history"
        title={() => t('detail.history')}
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={approval.history}
        columns={[
          { title: t('detail.time'), dataIndex: 'createdAt', width: 150, render: (at: string | null) => formatWhen(at) },
          { title: t('detail.step'), key: 'step', width: 140, render: (_, row) => (row.stepName ? localizedName(lang, row.stepName, row.stepNameEn) : '-') },
          { title: t('detail.actor'), key: 'actor', width: 110, render: (_, row) => localizedName(lang, row.actorName, row.actorNameEn) },
          {
            title: t('detail.decision'),
            dataIndex: 'action',
            width: 110,
            render: (action: string) => <Tag color={ACTION_COLOR[action] ?? 'default'}>{t(`action.${action}`, { defaultValue: action })}</Tag>,
          },
          { title: t('detail.comment'), dataIndex: 'comment', render: (comment: string | null) => comment ?? '-' },
        ]}
      />
    </Card>
  );
}
