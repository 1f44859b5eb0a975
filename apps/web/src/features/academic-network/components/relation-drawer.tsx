import { Alert, Button, Descriptions, Drawer, List, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NetworkDoctor, RelationType } from '@crm/shared/contracts/academic-schemas';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctorRelation } from '../api/network-calls';
import { networkNs } from '../locales/i18n';

interface RelationDrawerProps {
  pair: { id: number; otherId: number } | null;
  onClose: () => void;
  onOpenDoctor: (doctor: NetworkDoctor) => void;
}

/** What ties the centre doctor to another: shared papers, guidelines, societies, mentorship. */
export function RelationDrawer({ pair, onClose, onOpenDoctor }: RelationDrawerProps) {
  const { t } = useTranslation(networkNs);
  const lang = useLanguage();
  const relation = useDoctorRelation(pair);
  const data = relation.data;
  const name = (doctor: NetworkDoctor) => localizedName(lang, doctor.name, doctor.nameEn);
  return (
    <Drawer
      open={pair !== null}
      onClose={onClose}
      size={520}
      title={data ? t('relation.title', { doctor: name(data.doctor), other: name(data.other) }) : t('table.detail')}
      extra={
        data && (
          <Button type="primary" disabled={!data.other.accessible} title={data.other.accessible ? undefined : t('tooltip.outOfRange')} onClick={() => onOpenDoctor(data.other)}>
            {t('relation.openProfile')}
          </Button>
        )
      }
    >
      {relation.isPending || !data ? (
        <Skeleton active />
      ) : (
        <div className="network-relation">
          <div className="network-relation__tags">
            <Tag color={data.direct ? 'blue' : 'default'}>{data.direct ? t('relation.direct') : t('relation.indirect')}</Tag>
            <Tag>{t('relation.strength', { weight: data.weight.toFixed(1) })}</Tag>
            {data.types.map((type: RelationType) => (
              <Tag key={type} color="geekblue">
                {t(`common:relationTypes.${type}`)}
              </Tag>
            ))}
          </div>
          {data.mentorship && (
            <Alert type="info" showIcon title={t(data.mentorship === 'MENTOR' ? 'relation.mentor' : 'relation.mentee', { doctor: name(data.doctor), other: name(data.other) })} />
          )}
          <Descriptions column={1} size="small" className="network-relation__facts">
            {data.sameDepartment && (
              <Descriptions.Item label={t('relation.sameDepartment')}>{[data.other.hospital, data.other.department].filter(Boolean).join(' · ')}</Descriptions.Item>
            )}
            {data.associations.length > 0 && <Descriptions.Item label={t('relation.associations')}>{data.associations.join('、')}</Descriptions.Item>}
          </Descriptions>
          {data.papers.length > 0 && (
            <List
              size="small"
              header={<strong>{`${t('relation.papers')} (${data.papers.length})`}</strong>}
              dataSource={data.papers}
              renderItem={(paper) => (
                <List.Item>
                  <List.Item.Meta title={paper.title} description={`${paper.publishPeriodical} · ${paper.publishYear}`} />
                </List.Item>
              )}
            />
          )}
          {data.guidelines.length > 0 && (
            <List
              size="small"
              header={<strong>{`${t('relation.guidelines')} (${data.guidelines.length})`}</strong>}
              dataSource={data.guidelines}
              renderItem={(guide) => (
                <List.Item>
                  <List.Item.Meta title={guide.guideTitle} description={guide.publishYear} />
                </List.Item>
              )}
            />
          )}
          {data.via.length > 0 && (
            <div className="network-relation__via">
              <strong>{t('relation.via')}</strong>
              <div>
                {data.via.map((doctor) => (
                  <Button key={doctor.id} size="small" type="link" disabled={!doctor.accessible} onClick={() => onOpenDoctor(doctor)}>
                    {name(doctor)}
                  </Button>
                ))}
              </div>
            </div>
          )}
        </div>
      )}
    </Drawer>
  );
}
