import { useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { layoutNs } from '../locales/i18n';

/** Spec 9: the embedded page's loading state lasts at least this long. */
export const FRAME_LOADING_MS = 300;

/** A menu entry whose `api` is an http address, shown inside the content area. */
export function EmbeddedFramePage({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation(layoutNs);
  const [openedAt] = useState(() => Date.now());
  const [loading, setLoading] = useState(true);
  const onLoad = () => {
    const wait = Math.max(0, FRAME_LOADING_MS - (Date.now() - openedAt));
    window.setTimeout(() => setLoading(false), wait);
  };
  return (
    <div className="embedded-frame">
      {loading && (
        <div className="embedded-frame__loading">
          <Spin tip={t('frame.loading')}>
            <div className="embedded-frame__spin-area" />
          </Spin>
        </div>
      )}
      <iframe title={title} src={src} onLoad={onLoad} className="embedded-frame__frame" />
    </div>
  );
}
