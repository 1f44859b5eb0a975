import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DOCTOR_TITLES } from '@crm/shared/customer-reference';
import { localizedName, type Lang } from '@/lib/i18n/i18n';
import type { Verification } from '../../api/types';
import { referenceLabel } from '../../lib/reference-label';
import { VerificationStatusTag } from '../doctor-detail/verify-status-tag';
import { formatWhen } from '@/lib/when';

/** The columns of the verification records table; the doctor's name opens the record. */
export function verificationColumns(t: TFunction, lang: Lang, onOpen: (record: Verification) => void): TableColumnsType<Verification> {
  return [
    { key: 'id', title: t('validation.number'), dataIndex: 'id', width: 70 },
    {
      key: 'doctor',
      title: t('fields.doctorName'),
      width: 110,
      fixed: 'left',
      render: (_, record) => <Typography.Link onClick={() => onOpen(record)}>{localizedName(lang, record.doctorName, record.doctorNameEn)}</Typography.Link>,
    },
    {
      key: 'hospital',
      title: t('fields.hospital'),
      width: 220,
      ellipsis: { showTitle: true },
      render: (_, record) => localizedName(lang, record.hospitalName, record.hospitalNameEn),
    },
    {
      key: 'department',
      title: t('fields.department'),
      width: 120,
      ellipsis: true,
      render: (_, record) => localizedName(lang, record.departmentName ?? '', record.departmentNameEn),
    },
    { key: 'title', title: t('fields.doctorTitle'), width: 170, render: (_, record) => (record.titleCode ? referenceLabel(lang, DOCTOR_TITLES, record.titleCode) : '') },
    {
      key: 'source',
      title: t('validation.source'),
      width: 170,
      render: (_, record) => t(`validation.sources.${record.source}`) + (record.rowNumber ? ` · ${t('bulk.rowNumber', { row: record.rowNumber })}` : ''),
    },
    { key: 'status', title: t('validation.status'), width: 140, render: (_, record) => <VerificationStatusTag status={record.status} /> },
    {
      key: 'createdBy',
      title: t('validation.createdBy'),
      width: 110,
      render: (_, record) => (record.createdBy ? localizedName(lang, record.createdBy.firstName, record.createdBy.nameEn) : ''),
    },
    {
      key: 'submittedAt',
      title: t('validation.submittedAt'),
      width: 160,
      render: (_, record) => (record.submittedAt ? formatWhen(record.submittedAt) : ''),
    },
    { key: 'reason', title: t('validation.rejectReason'), width: 230, ellipsis: { showTitle: true }, render: (_, record) => record.rejectReason ?? '' },
  ];
}
