import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/lib/media-query';

interface PhoneFiltersProps {
  /** The filters, as they stand inline on a wider screen. Given a way to close the drawer once applied. */
  children: (close: () => void) => ReactNode;
  /** How many filters are set, shown on the button. */
  active?: number;
}

/**
 * A list's filters: inline on a wider screen; on a phone behind a "Filters" button, in a drawer from
 * the bottom that closes once they are applied. The drawer keeps its form while closed.
 */
export function PhoneFilters({ children, active = 0 }: PhoneFiltersProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children(() => undefined)}</>;
  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          {t('action.filters')}
        </Button>
      </Badge>
      <Drawer placement="bottom" size="85%" title={t('action.filters')} open={open} onClose={() => setOpen(false)} forceRender className="phone-filters">
        {children(() => setOpen(false))}
      </Drawer>
    </>
  );
}
