import { Card, Descriptions, Empty, List, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MeetingDetail } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { MeetingFiles } from './meeting-files';
import { MeetingStatusTag } from './meeting-status-tag';
import { formatCents } from './money';

const TIME = 'YYYY-MM-DD HH:mm';

/** Everything an application says: facts, expenses, speakers, invitees, agenda, materials and files. */
export function MeetingSummary({ meeting, showActual = false }: { meeting: MeetingDetail; showActual?: boolean }) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const speakerName = (speakerId: number | null) => meeting.speakers.find((s) => s.speakerId === speakerId)?.doctorName ?? '';
  return (
    <>
      <Card title={t('detail.basics')} className="meeting-card">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('list.code')}>{meeting.code}</Descriptions.Item>
          <Descriptions.Item label={t('list.type')}>{t(`type.${meeting.type}`, { defaultValue: meeting.type })}</Descriptions.Item>
          <Descriptions.Item label={t('list.status')}>
            <MeetingStatusTag status={meeting.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.applicant')}>{localizedName(lang, meeting.applicant.name, meeting.applicant.nameEn)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.org')}>{localizedName(lang, meeting.applicant.orgName ?? '', meeting.applicant.orgNameEn) || t('detail.none')}</Descriptions.Item>
          <Descriptions.Item label={t('detail.products')}>{meeting.products.map((p) => localizedName(lang, p.name, p.nameEn)).join('、')}</Descriptions.Item>
          <Descriptions.Item label={t('detail.time')}>
            {dayjs(meeting.startAt).format(TIME)} – {dayjs(meeting.endAt).format(dayjs(meeting.endAt).isSame(meeting.startAt, 'day') ? 'HH:mm' : TIME)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.place')}>
            {meeting.onlineLink ? (
              <Typography.Link href={meeting.onlineLink} target="_blank" rel="noreferrer">
                {meeting.onlineLink}
              </Typography.Link>
            ) : (
              (meeting.venue ?? t('detail.none'))
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.expectedAttendees')}>{meeting.expectedAttendees}</Descriptions.Item>
          <Descriptions.Item label={t('detail.institution')}>
            {meeting.institution ? localizedName(lang, meeting.institution.name, meeting.institution.nameEn) : t('detail.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.supplier')}>
            {meeting.supplier ? localizedName(lang, meeting.supplier.name, meeting.supplier.nameEn) : t('detail.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.costCentre')}>
            {meeting.costCentre ? `${meeting.costCentre.code} ${localizedName(lang, meeting.costCentre.name, meeting.costCentre.nameEn)}` : t('detail.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.internalOrder')}>
            {meeting.internalOrder ? `${meeting.internalOrder.code} ${localizedName(lang, meeting.internalOrder.name, meeting.internalOrder.nameEn)}` : t('detail.none')}
          </Descriptions.Item>
          {meeting.description && (
            <Descriptions.Item label={t('detail.description')} span={3}>
              {meeting.description}
            </Descriptions.Item>
          )}
          {meeting.confirmComment && <Descriptions.Item label={t('detail.confirmComment')}>{meeting.confirmComment}</Descriptions.Item>}
          {meeting.paymentRemark && <Descriptions.Item label={t('detail.paymentRemark')}>{meeting.paymentRemark}</Descriptions.Item>}
        </Descriptions>
      </Card>

      <Card title={t('detail.budget')} className="meeting-card">
        <Table
          rowKey={(line) => `${line.category}-${line.description ?? ''}-${line.estimatedCents}`}
          size="small"
          pagination={false}
          dataSource={meeting.budgetLines.filter((line) => line.estimatedCents > 0 || (line.actualCents ?? 0) > 0)}
          columns={[
            { key: 'category', title: t('form.category'), render: (_, line) => t(`category.${line.category}`, { defaultValue: line.category }) },
            { key: 'description', title: t('form.lineDescription'), render: (_, line) => line.description ?? '' },
            { key: 'estimated', title: t('detail.estimated'), align: 'right', render: (_, line) => formatCents(line.estimatedCents) },
            ...(showActual
              ? [{ key: 'actual', title: t('detail.actual'), align: 'right' as const, render: (_: unknown, line: { actualCents: number | null }) => formatCents(line.actualCents) }]
              : []),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('detail.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong>{formatCents(meeting.estimatedTotalCents)}</strong>
              </Table.Summary.Cell>
              {showActual && (
                <Table.Summary.Cell index={3} align="right">
                  <strong>{formatCents(meeting.actualTotalCents)}</strong>
                </Table.Summary.Cell>
              )}
            </Table.Summary.Row>
          )}
        />
      </Card>

      <Card title={t('detail.speakers')} className="meeting-card">
        <Table
          rowKey="speakerId"
          size="small"
          pagination={false}
          locale={{ emptyText: t('detail.none') }}
          dataSource={meeting.speakers}
          columns={[
            { key: 'name', title: t('form.speaker'), dataIndex: 'doctorName' },
            { key: 'hospital', title: t('detail.hospital'), dataIndex: 'hospitalName' },
            { key: 'tier', title: t('detail.tier'), dataIndex: 'tier', width: 90, render: (tier: string) => t(`speakerTier.${tier}`, { defaultValue: tier }) },
            { key: 'lecture', title: t('form.lectureTitle'), render: (_, s) => s.lectureTitle ?? '' },
            { key: 'fee', title: t('detail.fee'), align: 'right', render: (_, s) => formatCents(s.feeCents) },
            { key: 'travel', title: t('detail.travel'), align: 'right', render: (_, s) => formatCents(s.travelCents) },
            ...(showActual
              ? [
                  {
                    key: 'actualFee',
                    title: t('detail.actualFee'),
                    align: 'right' as const,
                    render: (_: unknown, s: { actualFeeCents: number | null }) => formatCents(s.actualFeeCents),
                  },
                ]
              : []),
          ]}
        />
      </Card>

      <Card title={t('detail.agenda')} className="meeting-card">
        {meeting.agenda.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.none')} />
        ) : (
          <List
            size="small"
            dataSource={meeting.agenda}
            renderItem={(item) => (
              <List.Item>
                <Typography.Text strong>{item.startsAt}</Typography.Text>&nbsp;&nbsp;{item.title}
                {item.speakerId ? <Typography.Text type="secondary"> · {speakerName(item.speakerId)}</Typography.Text> : null}
              </List.Item>
            )}
          />
        )}
      </Card>

      <Card title={t('detail.invitees')} className="meeting-card">
        {meeting.invitees.length === 0
          ? t('detail.none')
          : meeting.invitees.map((doctor) => (
              <Tag key={doctor.doctorId} style={{ marginBottom: 6 }}>
                {doctor.name} · {doctor.hospitalName}
              </Tag>
            ))}
      </Card>

      <Card title={t('detail.materials')} className="meeting-card">
        {meeting.materials.length === 0
          ? t('detail.none')
          : meeting.materials.map((material) => (
              <Tag key={material.versionId} color="blue" style={{ marginBottom: 6 }}>
                {localizedName(lang, material.title, material.titleEn)} · {t('form.materialVersion', { version: material.version, date: material.validUntil })}
              </Tag>
            ))}
      </Card>

      <Card title={t('detail.files')} className="meeting-card">
        <MeetingFiles meetingId={meeting.id} files={meeting.files} />
      </Card>
    </>
  );
}
