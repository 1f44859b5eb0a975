import { Card, Col, Descriptions, Progress, Row, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { SpeakerDetail, SpeakerQualification } from '../api/speaker-types';
import { formatYuan } from '@/lib/format';
import { ContractEnd } from './speaker-tags';
import { speakersNs } from '../locales/i18n';

/** This year's honoraria of a speaker against the tenant's annual cap. */
function HonorariaCard({ honoraria }: { honoraria: SpeakerDetail['honoraria'] }) {
  const { t } = useTranslation(speakersNs);
  const percent = honoraria.capCents > 0 ? Math.min(100, Math.round((honoraria.usedCents / honoraria.capCents) * 1000) / 10) : 0;
  return (
    <Card title={t('detail.honoraria', { year: honoraria.year })} className="speaker-honoraria">
      <Progress percent={percent} status={percent >= 100 ? 'exception' : percent >= 80 ? 'active' : 'normal'} strokeColor={percent >= 80 ? '#fa8c16' : undefined} />
      <div className="speaker-honoraria__numbers">
        <Statistic title={t('detail.used')} value={`¥${formatYuan(honoraria.usedCents)}`} />
        <Statistic title={t('detail.cap')} value={`¥${formatYuan(honoraria.capCents)}`} />
        <Statistic title={t('detail.remaining')} value={`¥${formatYuan(honoraria.remainingCents)}`} />
      </div>
    </Card>
  );
}

/** A speaker's profile: doctor, tier, fee rate, contract, qualifications and honoraria. */
export function SpeakerProfile({ speaker }: { speaker: SpeakerDetail }) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title={t('detail.profile')}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('column.doctor')}>{localizedName(lang, speaker.doctorName, speaker.doctorNameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('column.hospital')}>{localizedName(lang, speaker.hospitalName, speaker.hospitalNameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('column.tier')}>{t(`tier.${speaker.tier}`, { defaultValue: speaker.tier })}</Descriptions.Item>
            <Descriptions.Item label={t('column.feeRate')}>¥{formatYuan(speaker.feeRateCents)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.contractNo')}>{speaker.contractNo}</Descriptions.Item>
            <Descriptions.Item label={t('detail.contract')}>
              {speaker.contractStart} ~ <ContractEnd date={speaker.contractEnd} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.createdBy')}>{speaker.createdBy.name}</Descriptions.Item>
            <Descriptions.Item label={t('detail.remark')}>{speaker.remark ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Table<SpeakerQualification>
            className="speaker-qualifications"
            title={() => t('detail.qualifications')}
            rowKey={(q) => `${q.productId ?? 0}-${q.topic}`}
            size="small"
            pagination={false}
            dataSource={speaker.qualifications}
            columns={[
              { title: t('form.product'), dataIndex: 'productName', render: (name: string | null) => name ?? t('form.productAny') },
              { title: t('form.topic'), dataIndex: 'topic' },
              {
                title: t('form.level'),
                dataIndex: 'level',
                width: 110,
                render: (level: string) => <Tag color={level === 'EXPERT' ? 'gold' : 'blue'}>{t(`level.${level}`, { defaultValue: level })}</Tag>,
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <HonorariaCard honoraria={speaker.honoraria} />
      </Col>
    </Row>
  );
}
