import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { labelledColumns, STACKED_TABLE } from '@/components/stacked-table';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MeetingListItem } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import type { ListView } from './list-pages';
import { detailPathFor, meetingDetailPath, meetingFormPath } from './meeting-links';
import { MeetingStatusTag } from './meeting-status-tag';
import { SignInPanel } from './sign-in-panel';
import { formatCents } from './money';
import '../meetings.css';

/** Which page of a list is shown, counted from 0. */
export interface MeetingPaging {
  page: number;
  size: number;
}

interface MeetingTableProps {
  /** A tab of the tabbed lists, or every meeting of the data range (oversight). */
  view: ListView | { key: 'all'; group: 'all'; tab: 'all' };
  /** The list's query: the page of meetings it answered, and whether another is loading. */
  list: { data?: { content: MeetingListItem[]; totalElements: number } | undefined; isFetching: boolean };
  paging: MeetingPaging;
  /** Another page, or another page size (which starts again from the first page). */
  onPagingChange: (paging: MeetingPaging) => void;
}

const EDITABLE = ['DRAFT', 'REJECTED'];
const PAYABLE = ['CONFIRMED', 'PAYMENT_REJECTED'];

/** A page of meetings with the columns and row actions that suit the list. */
export function MeetingTable({ view, list, paging, onPagingChange }: MeetingTableProps) {
  const { t } = useTranslation(meetingsNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const access = useAccess();
  const canConfirm = access.hasPermission(['meeting:confirmation:confirm']);
  const canPay = access.hasPermission(['meeting:payment:edit']);
  const { group } = view;
  const isApprover = group === 'approve' || group === 'paymentApprove';
  const isPayment = group === 'payment' || group === 'paymentApprove' || group === 'all';

  const actionsOf = (meeting: MeetingListItem) => {
    const actions: Array<{ key: string; label: string; path: string; primary?: boolean }> = [];
    if (meeting.myTaskId && isApprover) actions.push({ key: 'approve', label: t('list.approve'), path: detailPathFor(group, meeting.id), primary: true });
    else actions.push({ key: 'view', label: t('list.view'), path: detailPathFor(group, meeting.id) });
    if (group === 'apply' && EDITABLE.includes(meeting.status)) actions.push({ key: 'edit', label: t('list.edit'), path: meetingFormPath(meeting.id) });
    if (group === 'met' && view.tab === 'beConfirmed' && canConfirm) {
      actions.push({ key: 'confirm', label: t('list.confirm'), path: `${meetingDetailPath(meeting.id)}#confirm`, primary: true });
    }
    if ((group === 'met' || group === 'payment') && PAYABLE.includes(meeting.status) && canPay) {
      actions.push({ key: 'pay', label: t('list.pay'), path: `${meetingDetailPath(meeting.id)}#payment`, primary: true });
    }
    return actions;
  };

  // The columns fit a laptop's content area (about 1,100 px at 1280 px) without scrolling sideways
  // or hiding a column behind another: the code and type go under the topic, the applicant's organization
  // under the name, the day above the hours; the topic takes what the others leave.
  const columns: ColumnsType<MeetingListItem> = [
    {
      key: 'topic',
      title: t('list.topic'),
      render: (_, meeting) => (
        <div className="meeting-table__cell">
          <div className="meeting-table__topic">
            <Typography.Link onClick={() => void navigate(detailPathFor(group, meeting.id))} ellipsis title={meeting.topic}>
              {meeting.topic}
            </Typography.Link>
          </div>
          <span className="meeting-table__note">{`${meeting.code} · ${t(`type.${meeting.type}`, { defaultValue: meeting.type })}`}</span>
        </div>
      ),
    },
    {
      key: 'time',
      title: t('list.time'),
      width: 110,
      render: (_, meeting) => (
        <span className="meeting-table__time">
          {dayjs(meeting.startAt).format('YYYY-MM-DD')}
          <br />
          {`${dayjs(meeting.startAt).format('HH:mm')} – ${dayjs(meeting.endAt).format(dayjs(meeting.endAt).isSame(meeting.startAt, 'day') ? 'HH:mm' : 'MM-DD HH:mm')}`}
        </span>
      ),
    },
    ...(group === 'apply' || group === 'payment' || group === 'met'
      ? []
      : [
          {
            key: 'applicant',
            title: t('list.applicant'),
            width: 120,
            render: (_: unknown, meeting: MeetingListItem) => (
              <div className="meeting-table__cell">
                {localizedName(lang, meeting.applicantName, meeting.applicantNameEn)}
                {meeting.orgName && <span className="meeting-table__note">{localizedName(lang, meeting.orgName, meeting.orgNameEn)}</span>}
              </div>
            ),
          },
        ]),
    { key: 'status', title: t('list.status'), width: 120, render: (_, meeting) => <MeetingStatusTag status={meeting.status} /> },
    ...(group === 'met' || group === 'meeting'
      ? [{ key: 'signIns', title: t('list.signIns'), width: 90, align: 'right' as const, dataIndex: 'signInCount' }]
      : [
          {
            key: 'step',
            title: t('list.step'),
            width: 110,
            render: (_: unknown, meeting: MeetingListItem) =>
              meeting.currentStep ? localizedName(lang, meeting.currentStep.name, meeting.currentStep.nameEn) : t('list.stepDone'),
          },
        ]),
    { key: 'estimated', title: t('list.estimated'), width: 105, align: 'right', render: (_, meeting) => formatCents(meeting.estimatedTotalCents) },
    ...(isPayment
      ? [{ key: 'actual', title: t('list.actual'), width: 105, align: 'right' as const, render: (_: unknown, meeting: MeetingListItem) => formatCents(meeting.actualTotalCents) }]
      : []),
    {
      key: 'actions',
      title: t('list.actions'),
      width: 110,
      render: (_, meeting) => (
        <Space size={4} wrap>
          {actionsOf(meeting).map((action) => (
            <Button key={action.key} size="small" type={action.primary ? 'primary' : 'link'} onClick={() => void navigate(action.path)}>
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Table<MeetingListItem>
      className={`meeting-table ${STACKED_TABLE}`}
      rowKey="id"
      size="middle"
      columns={labelledColumns(columns)}
      {...pageRows(list)}
      locale={{ emptyText: t('list.empty') }}
      tableLayout="fixed"
      // The confirmation lists open a row onto its sign-in code, QR code and attendees.
      expandable={group === 'met' ? { expandedRowRender: (meeting) => <SignInPanel meeting={meeting} /> } : undefined}
      pagination={{
        current: paging.page + 1,
        pageSize: paging.size,
        total: list.data?.totalElements ?? 0,
        showSizeChanger: true,
        showTotal: (count) => t('list.total', { count }),
        onChange: (next, nextSize) => onPagingChange({ page: nextSize === paging.size ? next - 1 : 0, size: nextSize }),
      }}
    />
  );
}
