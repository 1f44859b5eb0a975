import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Fund, Guide, Live, Meeting, Paper, Patent, Research } from '../api/get-academic-lists';
import { profileNs } from '../locales/i18n';
import { useOpenProfile } from '../profile-address';
import { ClampedParagraph } from './expandable-text';

/** A row title: a link to the source (new tab) when a url exists, plain text otherwise. */
export function SourceTitle({ text, url }: { text: string; url: string | null }) {
  return url ? (
    <Typography.Link className="profile-row__title" href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </Typography.Link>
  ) : (
    <span className="profile-row__title">{text}</span>
  );
}

/** Labelled facts under a row title; missing values are left out. */
function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <div className="profile-row__facts">
      {shown.map(([label, value]) => (
        <span key={label} className="profile-row__fact">
          <span className="profile-row__label">{label}</span>
          {value}
        </span>
      ))}
    </div>
  );
}

/** Doctors of the tenant named on a paper or guideline: each opens their profile. */
function DoctorChips({ label, doctors }: { label: string; doctors: Array<{ id: number; doctorId: string; name: string }> }) {
  const openProfile = useOpenProfile();
  if (doctors.length === 0) return null;
  return (
    <div className="profile-row__people">
      <span className="profile-row__label">{label}</span>
      {doctors.map((doctor) => (
        <Typography.Link key={doctor.id} className="profile-row__person" onClick={() => openProfile(doctor)}>
          {doctor.name}
        </Typography.Link>
      ))}
    </div>
  );
}

export function PaperRow({ paper }: { paper: Paper }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <SourceTitle text={paper.title} url={paper.url} />
      {paper.titleEn && paper.titleEn !== paper.title && <div className="profile-muted">{paper.titleEn}</div>}
      <div className="profile-row__tags">
        <Tag color={paper.authorOrder === 1 ? 'blue' : undefined}>{paper.authorOrder === 1 ? t('paper.firstAuthor') : t('paper.authorOrder', { order: paper.authorOrder })}</Tag>
        {paper.isCorresponding && <Tag color="purple">{t('paper.corresponding')}</Tag>}
        <Tag color="gold">{t('paper.quoted', { count: paper.quotedTimes })}</Tag>
      </div>
      <Facts
        items={[
          [t('paper.periodical'), paper.publishPeriodical],
          [t('paper.year'), paper.publishYear],
          [t('paper.indication'), paper.indication],
        ]}
      />
      <DoctorChips label={t('paper.coAuthors')} doctors={paper.coAuthors} />
    </>
  );
}

export function GuideRow({ guide }: { guide: Guide }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <SourceTitle text={guide.guideTitle} url={guide.url} />
      <div className="profile-row__tags">
        {guide.role && <Tag color="blue">{guide.role}</Tag>}
        <Tag color="gold">{t('paper.quoted', { count: guide.quotedTimes })}</Tag>
      </div>
      <Facts
        items={[
          [t('guide.institutions'), guide.guideFormulateInstitutions],
          [t('guide.year'), guide.publishYear],
        ]}
      />
      <DoctorChips label={t('guide.committee')} doctors={guide.committee} />
    </>
  );
}

export function MeetingRow({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <SourceTitle text={meeting.recentAcademicMeeting} url={meeting.meetingUrl} />
      <Facts
        items={[
          [t('meeting.date'), meeting.meetingData],
          [t('meeting.address'), meeting.meetingAddress],
          [t('meeting.role'), meeting.role],
        ]}
      />
    </>
  );
}

export function LiveRow({ live }: { live: Live }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <SourceTitle text={live.liveTitle} url={live.url} />
      <Facts items={[[t('live.time'), live.liveTime]]} />
      {live.keywords.length > 0 && (
        <div className="profile-row__tags">
          <span className="profile-row__label">{t('live.keywords')}</span>
          {live.keywords.map((keyword) => (
            <Tag key={keyword}>{keyword}</Tag>
          ))}
        </div>
      )}
    </>
  );
}

export function ResearchRow({ research }: { research: Research }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <SourceTitle text={research.researchTitle} url={research.url} />
      <Facts
        items={[
          [t('research.disease'), research.adaptationDisease],
          [t('research.date'), research.researchDate],
          [t('research.role'), research.subjectRole],
          [t('research.scope'), research.researchScope],
        ]}
      />
    </>
  );
}

export function FundRow({ fund }: { fund: Fund }) {
  const { t, i18n } = useTranslation(profileNs);
  const amount = fund.fundingNumber === null ? null : t('fund.fundingValue', { amount: fund.fundingNumber.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN') });
  return (
    <>
      <SourceTitle text={fund.projectName} url={fund.naturefundUrl} />
      <Facts
        items={[
          [t('fund.subjectCode'), fund.subjectCode],
          [t('fund.category'), fund.projectCategory],
          [t('fund.funding'), amount],
          [t('fund.applicationTime'), fund.applicationTime],
          [t('fund.company'), fund.companyName],
          [t('fund.role'), fund.role],
        ]}
      />
    </>
  );
}

export function PatentRow({ patent }: { patent: Patent }) {
  const { t } = useTranslation(profileNs);
  return (
    <>
      <span className="profile-row__title">{patent.patentName}</span>
      <Facts
        items={[
          [t('patent.number'), patent.patentId],
          [t('patent.date'), patent.date],
        ]}
      />
      {patent.digest && (
        <div className="profile-row__digest">
          <span className="profile-row__label">{t('patent.digest')}</span>
          <ClampedParagraph text={patent.digest} />
        </div>
      )}
    </>
  );
}
