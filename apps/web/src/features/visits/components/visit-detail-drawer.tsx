import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session/user-info';
import { useCancelVisit } from '../api/cancel-visit';
import { useVisit } from '../api/get-visit';
import { visitsNs } from '../locales/i18n';
import { CompleteVisitModal } from './complete-visit-modal';
import { useVisitDisplay } from './use-visit-display';
import { VisitStatusTag } from './visit-status-tag';

/** The details of one visit; the owner of a planned visit logs its outcome or cancels it here. */
export function VisitDetailDrawer({ visitId, onClose }: { visitId: number | null; onClose(): void }) {
  const { t } = useTranslation(visitsNs);
  const { message } = App.useApp();
  const display = useVisitDisplay();
  const user = useCurrentUser();
  const visit = useVisit(visitId);
  const cancel = useCancelVisit();
  const [completing, setCompleting] = useState(false);
  const found = visit.data;
  const canChange = found?.status === 'planned' && found.user.id === user.id;
  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;

  return (
    <Drawer
      open={visitId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={560}
      destroyOnHidden
      extra={
        canChange && (
          <Space>
            <Popconfirm
              title={t('actions.cancelConfirm')}
              onConfirm={async () => {
                await cancel.mutateAsync(found.id);
                void message.success(t('actions.cancelled'));
              }}
            >
              <Button loading={cancel.isPending}>{t('actions.cancelPlan')}</Button>
            </Popconfirm>
            <Button type="primary" onClick={() => setCompleting(true)}>
              {t('actions.complete')}
            </Button>
          </Space>
        )
      }
    >
      {visit.isPending && visitId !== null && <Spin />}
      {visit.isError && <Result status="warning" subTitle={t('detail.notFound')} />}
      {found && (
        <Descriptions column={1} bordered size="small" className="visit-detail">
          <Descriptions.Item label={t('detail.status')}>
            <VisitStatusTag status={found.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.time')}>
            {display.full(found.startAt)} – {display.full(found.endAt).slice(11)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.doctor')}>{display.name(found.doctor.name, found.doctor.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.hospital')}>{display.name(found.hospital.name, found.hospital.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.department')}>{found.doctor.department ? display.name(found.doctor.department, found.doctor.departmentEn) : none}</Descriptions.Item>
          <Descriptions.Item label={t('detail.type')}>{display.label('visitType', found.visitType)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.purpose')}>{display.label('visitPurpose', found.purpose)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.duration')}>{display.label('visitDuration', found.duration) || none}</Descriptions.Item>
          <Descriptions.Item label={t('detail.result')}>{display.label('visitResults', found.result) || none}</Descriptions.Item>
          <Descriptions.Item label={t('detail.products')}>{found.products.length ? found.products.map((p) => display.name(p.name, p.nameEn)).join('、') : none}</Descriptions.Item>
          <Descriptions.Item label={t('detail.user')}>{display.name(found.user.firstName, found.user.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.participants')}>
            {found.participants.length ? found.participants.map((p) => display.name(p.firstName, p.nameEn)).join('、') : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.notes')}>
            <Typography.Paragraph className="visit-detail__text">{found.notes ?? none}</Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.nextStep')}>{found.nextStep ?? none}</Descriptions.Item>
          {found.location && <Descriptions.Item label={t('detail.location')}>{found.location}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.createdAt')}>{display.full(found.createdAt)}</Descriptions.Item>
        </Descriptions>
      )}
      {found && completing && <CompleteVisitModal visit={found} onClose={() => setCompleting(false)} />}
    </Drawer>
  );
}
