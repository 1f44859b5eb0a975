import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VISIT_STATUSES } from '@crm/shared/contracts/visit-schemas';
import type { VisitFilter, VisitScope } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { DoctorSelect } from '@/components/doctor-select';
import { PhoneFilters } from '@/components/phone-filters';
import { usePhone } from '@/lib/media-query';
import { HospitalSelect } from './hospital-select';
import { TeamUserSelect } from './team-user-select';
import { useVisitDisplay } from './use-visit-display';

interface FilterValues {
  dates?: [Dayjs | null, Dayjs | null] | null;
  status?: VisitFilter['status'];
  visitType?: string;
  purpose?: string;
  result?: string;
  userId?: number;
  doctorId?: number;
  hospitalId?: number;
  keyword?: string;
}

function toFilter(values: FilterValues): VisitFilter {
  const filter: VisitFilter = {};
  const [from, to] = values.dates ?? [];
  if (from) filter.startDate = from.format('YYYY-MM-DD');
  if (to) filter.endDate = to.format('YYYY-MM-DD');
  for (const key of ['status', 'visitType', 'purpose', 'result', 'userId', 'doctorId', 'hospitalId'] as const) {
    if (values[key] !== undefined && values[key] !== null) Object.assign(filter, { [key]: values[key] });
  }
  if (values.keyword?.trim()) filter.keyword = values.keyword.trim();
  return filter;
}

/** The list filters: date range, status, type, purpose, result, user (team), doctor, hospital, keyword. */
export function VisitFilterBar({ scope, onApply }: { scope: VisitScope; onApply(filter: VisitFilter): void }) {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const [form] = Form.useForm<FilterValues>();
  const select = (name: keyof FilterValues, label: string, options: Array<{ value: string; label: string }>) => (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('filter.any')} options={options} popupMatchSelectWidth={false} style={{ minWidth: 140 }} />
    </Form.Item>
  );
  const phone = usePhone();
  const [active, setActive] = useState(0);
  const apply = (filter: VisitFilter) => {
    setActive(Object.keys(filter).length);
    onApply(filter);
  };
  return (
    <PhoneFilters active={active}>
      {(close) => (
        <Form
          form={form}
          name="visitFilter"
          layout={phone ? 'vertical' : 'inline'}
          className="visit-filter"
          onFinish={(values) => {
            apply(toFilter(values));
            close();
          }}
        >
          <Form.Item name="dates" label={t('filter.dateRange')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('filter.startDate'), t('filter.endDate')]} />
          </Form.Item>
          {select(
            'status',
            t('filter.status'),
            VISIT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          )}
          {select('visitType', t('filter.type'), display.options('visitType'))}
          {select('purpose', t('filter.purpose'), display.options('visitPurpose'))}
          {select('result', t('filter.result'), display.options('visitResults'))}
          {scope === 'team' && (
            <Form.Item name="userId" label={t('filter.user')} className="visit-filter__picker">
              <TeamUserSelect />
            </Form.Item>
          )}
          <Form.Item name="doctorId" label={t('filter.doctor')} className="visit-filter__picker">
            <DoctorSelect allowClear placeholder={t('filter.doctor')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="hospitalId" label={t('filter.hospital')} className="visit-filter__picker">
            <HospitalSelect />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('filter.keyword')} maxLength={50} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('actions.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  apply({});
                  close();
                }}
              >
                {t('actions.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </PhoneFilters>
  );
}
