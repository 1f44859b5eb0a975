import { useState } from 'react';
import { App, Button, Card, Form, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useMyProducts } from '@/lib/api/products';
import { useLanguage } from '@/lib/i18n/i18n';
import { useClosePeriod, useCreateTreatment, useReviewTreatment, useTreatmentRecords, useUpdateTreatment, type TreatmentRecord } from '../api/data-api';
import { monthFromNow } from '../components/months';
import { TreatmentFilters, type TreatmentFilter } from '../components/treatment-filters';
import { TreatmentFormModal } from '../components/treatment-form-modal';
import { dataNs } from '../locales/i18n';
import '../data-collection.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => monthFromNow(-i));
type Counts = { newPatients: number; ongoingPatients: number; treatments: number };

/** `/sdaManager/dtRecords`: treatment records with filters, entry and edit, approval and month closing. */
export default function TreatmentRecordsPage() {
  const { t } = useTranslation(dataNs);
  const { message } = App.useApp();
  const en = useLanguage() === 'en';
  const access = useAccess();
  const canEdit = access.hasButton(['sda:treatmentRecord:edit']);
  const canApprove = access.hasButton(['sda:treatmentRecord:approve']);
  const canClose = access.hasButton(['sda:period:close']);
  const [filter, setFilter] = useState<TreatmentFilter>({});
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<TreatmentRecord | 'new' | null>(null);
  const records = useTreatmentRecords({ ...filter, page, size: 20 });
  const products = useMyProducts().data ?? [];
  const create = useCreateTreatment();
  const update = useUpdateTreatment();
  const review = useReviewTreatment();
  const close = useClosePeriod();
  const [form] = Form.useForm();
  const count = (v: number | null) => (v === null ? <Tooltip title={t('sda.suppressedHint')}>{t('sda.suppressed')}</Tooltip> : v);
  const closed = records.data?.closedMonths ?? [];

  const submit = async () => {
    const values = (await form.validateFields()) as Counts & { hospitalId: number; productId: number; month: string };
    const done = () => (setEditing(null), void message.success(t('sda.saved')));
    if (editing === 'new') create.mutate(values, { onSuccess: done });
    else if (editing)
      update.mutate({ id: editing.id, newPatients: values.newPatients, ongoingPatients: values.ongoingPatients, treatments: values.treatments }, { onSuccess: done });
  };

  return (
    <Card
      title={t('sda.title')}
      extra={
        <Space>
          {canClose && filter.month && !closed.includes(filter.month) && (
            <Popconfirm title={t('sda.closeConfirm', { month: filter.month })} onConfirm={() => close.mutate(filter.month!)}>
              <Button icon={<LockOutlined />}>{t('sda.closeMonth')}</Button>
            </Popconfirm>
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => (form.resetFields(), form.setFieldsValue({ month: monthFromNow(0) }), setEditing('new'))}>
              {t('sda.add')}
            </Button>
          )}
        </Space>
      }
    >
      <TreatmentFilters filter={filter} months={MONTHS} closed={closed} products={products} onChange={(next) => (setFilter(next), setPage(0))} />
      <Table
        className="data-table"
        rowKey="id"
        size="small"
        loading={records.isLoading}
        dataSource={records.data?.content}
        pagination={{ current: page + 1, pageSize: 20, total: records.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1) }}
        columns={[
          {
            title: t('sda.month'),
            dataIndex: 'month',
            className: 'ant-table-cell-nowrap',
            render: (m: string, r) => (
              <Space>
                {m}
                {r.locked && <Tag icon={<LockOutlined />}>{t('sda.locked')}</Tag>}
              </Space>
            ),
          },
          { title: t('sda.hospital'), render: (_, r) => (en ? (r.hospitalNameEn ?? r.hospitalName) : r.hospitalName) },
          { title: t('sda.doctor'), render: (_, r) => r.doctorName ?? t('sda.wholeHospital') },
          { title: t('sda.product'), render: (_, r) => (en ? r.productNameEn : r.productName) },
          { title: t('sda.newPatients'), dataIndex: 'newPatients', render: count, align: 'right', className: 'ant-table-cell-nowrap' },
          { title: t('sda.ongoingPatients'), dataIndex: 'ongoingPatients', render: count, align: 'right', className: 'ant-table-cell-nowrap' },
          { title: t('sda.treatments'), dataIndex: 'treatments', render: count, align: 'right', className: 'ant-table-cell-nowrap' },
          {
            title: t('sda.status'),
            className: 'ant-table-cell-nowrap',
            render: (_, r) => <Tag color={r.status === 'APPROVED' ? 'green' : r.status === 'REJECTED' ? 'red' : 'gold'}>{t(`sdaStatus.${r.status}`)}</Tag>,
          },
          {
            title: t('sda.actions'),
            key: 'actions',
            className: 'ant-table-cell-nowrap',
            render: (_, r) =>
              !r.locked && (
                <Space>
                  {canEdit && (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => (form.setFieldsValue({ newPatients: r.newPatients, ongoingPatients: r.ongoingPatients, treatments: r.treatments }), setEditing(r))}
                    >
                      {t('sda.edit')}
                    </Button>
                  )}
                  {canApprove && r.status === 'SUBMITTED' && (
                    <>
                      <Button size="small" type="link" onClick={() => review.mutate({ id: r.id, approve: true })}>
                        {t('sda.approve')}
                      </Button>
                      <Button size="small" type="link" danger onClick={() => review.mutate({ id: r.id, approve: false })}>
                        {t('sda.reject')}
                      </Button>
                    </>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <TreatmentFormModal
        form={form}
        editing={editing}
        products={products}
        openMonths={MONTHS.filter((m) => !closed.includes(m))}
        saving={create.isPending || update.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
      />
    </Card>
  );
}
