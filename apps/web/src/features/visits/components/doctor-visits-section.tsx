import { useState } from 'react';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useDoctor } from '@/lib/api/doctors';
import { useDoctorVisits } from '../api/get-doctor-visits';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { VisitDetailDrawer } from './visit-detail-drawer';
import { VisitFormModal } from './visit-form-modal';
import { VisitStatusTag } from './visit-status-tag';
import '../visits.css';

const STEP = 10;

/** For the doctor detail page: the doctor's visits the user may see, newest first, and logging one. */
export function DoctorVisitsSection({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const access = useAccess();
  const id = Number(doctorId);
  const [size, setSize] = useState(STEP);
  const [openId, setOpenId] = useState<number | null>(null);
  const [logging, setLogging] = useState(false);
  const visits = useDoctorVisits(id, 0, size);
  const content = visits.data?.content ?? [];
  const total = visits.data?.totalElements ?? 0;
  const doctor = useDoctor(id, logging).data;

  return (
    <Card
      className="doctor-visits"
      title={t('doctorSection.title')}
      size="small"
      extra={
        access.hasPermission(['visit:visit:add']) && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setLogging(true)}>
            {t('actions.log')}
          </Button>
        )
      }
    >
      {content.length === 0 && !visits.isPending ? (
        <Empty description={t('doctorSection.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          loading={visits.isPending}
          dataSource={content}
          renderItem={(visit) => (
            <List.Item className="doctor-visits__item" onClick={() => setOpenId(visit.id)}>
              <List.Item.Meta
                title={
                  <Space wrap size={6}>
                    <span className="visit-time">{display.when(visit.startAt)}</span>
                    <Tag bordered={false}>{display.label('visitType', visit.visitType)}</Tag>
                    <Tag bordered={false}>{display.label('visitPurpose', visit.purpose)}</Tag>
                    <VisitStatusTag status={visit.status} />
                  </Space>
                }
                description={
                  <>
                    <Typography.Text type="secondary">
                      {t('doctorSection.by', { name: display.name(visit.user.firstName, visit.user.nameEn) })}
                      {visit.result ? ` · ${display.label('visitResults', visit.result)}` : ''}
                    </Typography.Text>
                    {visit.notes && (
                      <Typography.Paragraph ellipsis={{ rows: 2 }} className="doctor-visits__notes">
                        {visit.notes}
                      </Typography.Paragraph>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {content.length > 0 &&
        (total > content.length ? (
          <Button type="link" block loading={visits.isFetching} onClick={() => setSize(size + STEP)}>
            {t('doctorSection.loadMore')}
          </Button>
        ) : (
          <div className="doctor-visits__end">{t('doctorSection.noMore')}</div>
        ))}
      <VisitDetailDrawer visitId={openId} onClose={() => setOpenId(null)} />
      {logging && doctor && <VisitFormModal mode="log" doctor={{ id, name: display.name(doctor.doctorName, doctor.doctorNameEn) }} onClose={() => setLogging(false)} />}
    </Card>
  );
}
