import { Alert, Button } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '@/lib/store';
import { storageKeys } from '@/lib/storage';
import { layoutNs } from '../locales/i18n';

const dismissedForever = () => window.localStorage.getItem(storageKeys.dataNoticeDismissed) === 'true';
/** Hidden for the rest of this visit, or for good after "don't remind me again". */
const noticeHiddenStore = createStore(dismissedForever());

/** Spec 1: the data comes from public internet sources, is internal only, no screenshots or sharing. */
export function DataNotice() {
  const { t } = useTranslation(layoutNs);
  const hidden = useStore(noticeHiddenStore);
  if (hidden) return null;
  return (
    <Alert
      className="data-notice"
      type="warning"
      showIcon
      icon={<SafetyCertificateOutlined />}
      title={t('notice.content')}
      closable={{ closeIcon: t('notice.close'), 'aria-label': t('notice.close'), onClose: () => noticeHiddenStore.set(true) }}
      action={
        <Button
          size="small"
          type="link"
          onClick={() => {
            window.localStorage.setItem(storageKeys.dataNoticeDismissed, 'true');
            noticeHiddenStore.set(true);
          }}
        >
          {t('notice.dismiss')}
        </Button>
      }
    />
  );
}
