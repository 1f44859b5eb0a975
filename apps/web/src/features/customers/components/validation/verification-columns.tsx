import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DOCTOR_TITLES } from '@crm/shared/customer-reference';
import { localizedName, type Lang } from '@/lib/i18n/i18n';
import type { Verification } from '../../api/types';
import { referenceLabel } from '../../lib/reference-label';
import { VerificationStatusTag } from '../doctor-detail/verify-status-tag';
import { formatWhen } from '@/lib/when';

/**
 * The columns of the verification records table; the doctor's name opens the record. They fit a
 * laptop's content area without scrolling sideways: the hospital, department and title go under
 * the doctor's name, a rejection's reason under the status, and who submitted under when.
 */
export function verificationColumns(t: TFunction, lang: Lang, onOpen: (record: Verification) => void): TableColumnsType<Verification> {
  return [
    { key: 'id', title: t('validation.number'), dataIndex: 'id', width: 80 },
    {
      key: 'doctor',
      title: t('fields.doctorName'),
      render: (_, record) => {
        const place = [
          localizedName(lang, record.hospitalName, record.hospitalNameEn),
          localizedName(lang, record.departmentName ?? '', record.departmentNameEn),
          record.titleCode ? referenceLabel(lang, DOCTOR_TITLES, record.titleCode) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <>
            <Typography.Link onClick={() => onOpen(record)}>{localizedName(lang, record.doctorName, record.doctorNameEn)}</Typography.Link>
            <div className="validation-note" title={place}>
              {place}
            </div>
          </>
        );
      },
    },
    {
      key: 'source',
      title: t('validation.source'),
      width: 170,
      render: (_, record) => t(`validation.sources.${record.source}`) + (record.rowNumber ? ` · ${t('bulk.rowNumber', { row: record.rowNumber })}` : ''),
    },
    {
      key: 'status',
      title: t('validation.status'),
      width: 180,
      render: (_, record) => (
        <>
          <VerificationStatusTag status={record.status} />
          {record.rejectReason && (
            <div className="validation-note" title={record.rejectReason}>
              {record.rejectReason}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'submittedAt',
      title: t('validation.submittedAt'),
      width: 160,
      render: (_, record) => (
        <>
          {record.submittedAt ? formatWhen(record.submittedAt) : ''}
          {record.createdBy && <div className="validation-note">{localizedName(lang, record.createdBy.firstName, record.createdBy.nameEn)}</div>}
        </>
      ),
    },
  ];
}
