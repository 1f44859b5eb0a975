import { useEffect } from 'react';
import { App } from 'antd';
import { registerMessageApi } from '@/lib/feedback';

/** Hands the themed, localized message API to code outside React (the request layer). */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}
