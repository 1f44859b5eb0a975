import { useState } from 'react';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAcademicList, type AcademicListName } from '../api/get-academic-lists';
import { useProductLevels } from '../api/get-product-levels';
import { profileNs } from '../locales/i18n';
import { FundRow, GuideRow, LiveRow, MeetingRow, PaperRow, PatentRow, ResearchRow } from './academic-rows';
import { LazySection, ProfileListSection } from './profile-list-section';

interface ListProps {
  id: number;
  productId: number | undefined;
}

function PapersList({ id, productId }: ListProps) {
  return <ProfileListSection name="papers" query={useAcademicList('papers', id, productId, true)} rowKey={(paper) => paper.id} renderRow={(paper) => <PaperRow paper={paper} />} />;
}
function GuidesList({ id, productId }: ListProps) {
  return <ProfileListSection name="guides" query={useAcademicList('guides', id, productId, true)} rowKey={(guide) => guide.id} renderRow={(guide) => <GuideRow guide={guide} />} />;
}
function MeetingsList({ id, productId }: ListProps) {
  return (
    <ProfileListSection
      name="meetings"
      query={useAcademicList('meetings', id, productId, true)}
      rowKey={(meeting) => meeting.id}
      renderRow={(meeting) => <MeetingRow meeting={meeting} />}
    />
  );
}
function LivesList({ id, productId }: ListProps) {
  return <ProfileListSection name="lives" query={useAcademicList('lives', id, productId, true)} rowKey={(live) => live.id} renderRow={(live) => <LiveRow live={live} />} />;
}
function ResearchList({ id, productId }: ListProps) {
  return (
    <ProfileListSection
      name="research"
      query={useAcademicList('research', id, productId, true)}
      rowKey={(research) => research.id}
      renderRow={(research) => <ResearchRow research={research} />}
    />
  );
}
function FundsList({ id, productId }: ListProps) {
  return <ProfileListSection name="funds" query={useAcademicList('funds', id, productId, true)} rowKey={(fund) => fund.id} renderRow={(fund) => <FundRow fund={fund} />} />;
}
function PatentsList({ id, productId }: ListProps) {
  return (
    <ProfileListSection
      name="patents"
      query={useAcademicList('patents', id, productId, true)}
      rowKey={(patent) => patent.id}
      renderRow={(patent) => <PatentRow patent={patent} />}
    />
  );
}

const lists: Array<[AcademicListName, (props: ListProps) => React.ReactNode]> = [
  ['papers', PapersList],
  ['guides', GuidesList],
  ['meetings', MeetingsList],
  ['lives', LivesList],
  ['research', ResearchList],
  ['funds', FundsList],
  ['patents', PatentsList],
];

/** 学术成果: papers to patents, each loading as it scrolls into view, optionally for one drug. */
export function AcademicTab({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const [productId, setProductId] = useState<number | undefined>();
  const products = useProductLevels(id, true).data ?? [];
  return (
    <div className="profile-stack">
      {products.length > 0 && (
        <Space className="profile-toolbar">
          <span>{t('productFilter')}</span>
          <Select<number | undefined>
            className="profile-product-filter"
            aria-label={t('productFilter')}
            style={{ minWidth: 200 }}
            value={productId}
            placeholder={t('allProducts')}
            allowClear
            onChange={(value) => setProductId(value ?? undefined)}
            options={products.map((product) => ({ value: product.productId, label: localizedName(lang, product.productName, product.productNameEn) }))}
          />
        </Space>
      )}
      {lists.map(([name, List]) => (
        <LazySection key={name} name={name}>
          <List id={id} productId={productId} />
        </LazySection>
      ))}
    </div>
  );
}
