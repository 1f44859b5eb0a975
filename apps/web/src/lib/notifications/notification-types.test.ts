// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { messageText } from './notification-types';

describe('messageText', () => {
  const due = { title: '今日到期：拜访科主任', content: '任务“拜访科主任”今天到期', titleEn: 'Due today: 拜访科主任', contentEn: '“拜访科主任” is due today' };

  it('shows a message in the reader’s language where it was written in it', () => {
    expect(messageText('en', due)).toEqual({ title: 'Due today: 拜访科主任', content: '“拜访科主任” is due today' });
    expect(messageText('zh', due)).toEqual({ title: '今日到期：拜访科主任', content: '任务“拜访科主任”今天到期' });
  });

  it('keeps a message written in one language as it was written', () => {
    expect(messageText('en', { title: '系统维护通知', content: '今晚维护', titleEn: null, contentEn: null })).toEqual({ title: '系统维护通知', content: '今晚维护' });
  });
});
