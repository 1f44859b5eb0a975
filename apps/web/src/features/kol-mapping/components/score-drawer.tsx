import { Alert, Button, Descriptions, Drawer, Progress, Skeleton, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useKolScore, type KolScore } from '../api/kol-calls';
import { kolNs } from '../locales/i18n';
import { TierTag } from './tier-tag';

type Component = KolScore['components'][number];

interface ScoreDrawerProps {
  doctorId: number | null;
  onClose: () => void;
  onOpenProfile: (doctor: { id: number; doctorId: string }) => void;
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
const measured = (component: Component) => (component.key === 'network' ? component.raw.toFixed(3) : String(Math.round(component.raw * 100) / 100));

/** Why a doctor has the score and tier they have: every component and how it adds up. */
export function ScoreDrawer({ doctorId, onClose, onOpenProfile }: ScoreDrawerProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  const score = useKolScore(doctorId);
  const data = score.data;
  return (
    <Drawer
      open={doctorId !== null}
      onClose={onClose}
      size={640}
      className="kol-score"
      title={data ? t('score.title', { name: localizedName(lang, data.doctor.name, data.doctor.nameEn) }) : t('list.explain')}
      extra={
        data && (
          <Button disabled={!data.doctor.accessible} title={data.doctor.accessible ? undefined : t('list.outOfRange')} onClick={() => onOpenProfile(data.doctor)}>
            {t('list.openProfile')}
          </Button>
        )
      }
    >
      {score.isPending || !data ? (
        <Skeleton active />
      ) : (
        <div className="kol-score__body">
          <div className="kol-score__head">
            <Statistic title={t('score.total')} value={data.score} precision={1} suffix="/ 100" />
            <div>
              <TierTag tier={data.tier} />
              <div className="muted-note">{t('score.rankOf', { rank: data.rank, of: data.of })}</div>
              <div className="muted-note">{[data.doctor.hospital, data.doctor.department].filter(Boolean).join(' · ')}</div>
            </div>
          </div>
          <Alert type={data.tier ? 'info' : 'warning'} showIcon title={t('score.tierReason')} description={data.tierReason || t('score.noTier')} />
          <Typography.Title level={5}>{t('score.components')}</Typography.Title>
          <Typography.Paragraph type="secondary" className="kol-score__formula">
            {t('score.formula')}
          </Typography.Paragraph>
          <CompactTable<Component>
            rowKey="key"
            dataSource={data.components}
            columns={[
              {
                title: t('score.component'),
                key: 'component',
                render: (_, component) => (
                  <div>
                    <div>{t(`score.keys.${component.key}`)}</div>
                    <div className="muted-note">{t('labelValue', { label: t(`score.rawHints.${component.key}`), value: measured(component) })}</div>
                  </div>
                ),
              },
              { title: t('score.normalized'), key: 'normalized', width: 130, render: (_, component) => <Progress percent={Math.round(component.normalized * 100)} size="small" /> },
              { title: t('score.weight'), key: 'weight', width: 70, align: 'right', render: (_, component) => percent(component.weight) },
              { title: t('score.points'), key: 'points', width: 70, align: 'right', render: (_, component) => <strong>{component.points.toFixed(1)}</strong> },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t('score.sum')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong className="kol-score__sum">{data.components.reduce((sum, component) => sum + component.points, 0).toFixed(1)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Descriptions
            size="small"
            column={1}
            className="kol-score__facts"
            items={[
              { key: 'recent', label: t('score.recentPapers'), children: data.recentPapers },
              { key: 'growth', label: t('score.growth'), children: t('score.growthValue', { value: data.growth.toFixed(2) }) },
              { key: 'reach', label: t('score.reachProvinces'), children: data.reachProvinces },
            ]}
          />
          <div className="muted-note">{t('computedAt', { time: dayjs(data.computedAt).format('YYYY-MM-DD HH:mm') })}</div>
        </div>
      )}
    </Drawer>
  );
}
