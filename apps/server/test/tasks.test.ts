import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { sendDueReminders } from '../src/modules/tasks/task-notices';
import { dayBounds } from '../src/modules/tasks/task-scope';
import { addDays, startOfDay } from '../src/lib/zoned-time';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';
import { nextWorkingSlot } from '@crm/shared/working-slot';

interface Task {
  id: number;
  status: string;
  expired: boolean;
  assignee: { id: number };
}

describe('tasks', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'manager', 'rep2', 'rep.sh12']) {
      token[name] = (await login(t.app, name)).access_token;
      ids[name] = (await api(t.app, token[name]!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result.id;
    }
  });
  afterAll(() => t.close());

  const create = (who: string, body: Record<string, unknown>, lang?: string) => api(t.app, token[who]!, { method: 'POST', url: '/prod-api/task/create', payload: body, lang });
  const page = (who: string, body: Record<string, unknown>) => api(t.app, token[who]!, { method: 'POST', url: '/prod-api/task/page?page=0&size=100', payload: body });

  it('counts and lists tasks per tab, with today decided in Asia/Shanghai', async () => {
    const bounds = dayBounds('Asia/Shanghai');
    // Due one minute before Shanghai midnight ends today: still today, not after.
    const lateToday = new Date(new Date(bounds.end).getTime() - 60_000).toISOString();
    const created = (await create('manager', { type: 'FOLLOW_UP', title: '今晚前回电', assigneeIds: [ids.rep], dueAt: lateToday })).json().result as Task[];
    const todays = (await page('rep', { tab: 'today' })).json().result.content as Task[];
    expect(todays.map((x) => x.id)).toContain(created[0]!.id);
    const after = (await page('rep', { tab: 'after' })).json().result.content as Task[];
    expect(after.map((x) => x.id)).not.toContain(created[0]!.id);
    const counts = (await api(t.app, token.rep!, { url: '/prod-api/task/type/num' })).json().result;
    expect(counts.today).toBe(todays.length);
    expect(counts.all).toBeGreaterThanOrEqual(counts.today + counts.after + counts.expired);
    const expired = (await page('rep', { tab: 'expired' })).json().result.content as Task[];
    expect(expired.every((x) => x.expired && x.status === 'todo')).toBe(true);
  });

  it('creates one task per assignee, tells them, and refuses bad input', async () => {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await create('manager', { type: 'MEETING', title: '邀请医生参加城市会', assigneeIds: [ids.rep, ids['rep.sh12']], dueAt: due, important: true });
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toHaveLength(2);
    const news = (await api(t.app, token.rep!, { url: '/prod-api/API-BEACON/message/page?size=5' })).json().result.content;
    expect(news[0].title).toBe('新任务：邀请医生参加城市会');
    // Written in both languages, so a reader who switches to English reads it in English, with the manager's English name.
    const managerNameEn = rowsOf<{ name_en: string }>(await t.app.db.execute(sql`select name_en from app_user where id = ${ids.manager}`))[0]!.name_en;
    expect(news[0]).toMatchObject({
      titleEn: 'New task: 邀请医生参加城市会',
      contentEn: expect.stringMatching(new RegExp(`^${managerNameEn} assigned you “邀请医生参加城市会”, due `)),
    });
    const past = await create('manager', { type: 'OTHER', title: 'x', assigneeIds: [ids.rep], dueAt: new Date(Date.now() - 86_400_000).toISOString() }, 'en');
    expect(past.json().message).toBe('The due time cannot be in the past');
    const noTitle = await create('manager', { type: 'OTHER', title: '', assigneeIds: [ids.rep], dueAt: due }, 'en');
    expect(noTitle.json().message).toBe('Invalid field title: must be at least 1');
    const otherDistrict = await create('rep', { type: 'OTHER', title: 'x', assigneeIds: [ids.rep2], dueAt: due });
    expect(otherDistrict.statusCode).toBe(400);
  });

  it('transfers tasks in a batch, writes logs, tells the new assignee; refuses tasks one may not manage', async () => {
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const tasks = (await create('manager', { type: 'VISIT', title: '拜访科主任', assigneeIds: [ids.rep], dueAt: due })).json().result as Task[];
    const shifted = await api(t.app, token.manager!, {
      method: 'PUT',
      url: '/prod-api/task/batch/shift',
      payload: { ids: tasks.map((x) => x.id), assigneeId: ids['rep.sh12'], reason: '辖区调整' },
    });
    expect(shifted.json().result).toEqual({ shifted: 1 });
    const logs = (await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/task/log/find/${tasks[0]!.id}` })).json().result;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['create', 'transfer']);
    expect(logs[1].detail).toMatchObject({ from: ids.rep, to: ids['rep.sh12'] });
    const inbox = (await api(t.app, token['rep.sh12']!, { url: '/prod-api/API-BEACON/message/page?size=5' })).json().result.content;
    expect(inbox[0].title).toBe('任务转交：拜访科主任');

    const rep2Task = (await create('rep2', { type: 'OTHER', title: '北京的任务', assigneeIds: [ids.rep2], dueAt: due })).json().result[0] as Task;
    const refused = await api(t.app, token.manager!, { method: 'PUT', url: '/prod-api/task/batch/close', payload: { ids: [tasks[0]!.id, rep2Task.id] } });
    expect(refused.statusCode).toBe(400);
    const still = (await api(t.app, token.manager!, { url: `/prod-api/task/find/${tasks[0]!.id}` })).json().result;
    expect(still.status).toBe('todo');
    const closed = await api(t.app, token.manager!, { method: 'PUT', url: '/prod-api/task/batch/close', payload: { ids: [tasks[0]!.id] } });
    expect(closed.json().result).toEqual({ closed: 1 });
    expect((await api(t.app, token.rep!, { method: 'PUT', url: '/prod-api/task/batch/shift', payload: { ids: [rep2Task.id], assigneeId: ids.rep } })).statusCode).toBe(403);
  });

  it('completes a task through update and logs it', async () => {
    const task = (await create('rep', { type: 'REPORT', title: '提交周报', assigneeIds: [ids.rep], dueAt: new Date(Date.now() + 86_400_000).toISOString() })).json()
      .result[0] as Task;
    const done = await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/task/update/${task.id}`, payload: { status: 'completed' } });
    expect(done.json().result.status).toBe('completed');
    const logs = (await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/task/log/find/${task.id}` })).json().result;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['create', 'complete']);
  });

  it('reminds assignees once on the morning a task falls due', async () => {
    const bounds = dayBounds('Asia/Shanghai');
    const dueAt = new Date(new Date(bounds.start).getTime() + 15 * 3600_000).toISOString();
    const task = (
      await create('manager', {
        type: 'OTHER',
        title: '今日提醒测试',
        assigneeIds: [ids['rep.sh12']],
        dueAt: new Date(Math.max(Date.parse(dueAt), Date.now() + 60_000)).toISOString(),
      })
    ).json().result[0] as Task;
    const beforeEight = new Date(new Date(bounds.start).getTime() + 7 * 3600_000);
    const afterEight = new Date(new Date(bounds.start).getTime() + 8.5 * 3600_000);
    expect(await sendDueReminders(t.app, beforeEight)).toBe(0);
    const sent = await sendDueReminders(t.app, afterEight);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(t.app, afterEight)).toBe(0);
    const logs = (await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/task/log/find/${task.id}` })).json().result;
    expect(logs.map((l: { action: string }) => l.action)).toContain('remind');
    const inbox = (await api(t.app, token['rep.sh12']!, { url: '/prod-api/API-BEACON/message/page?size=20' })).json().result.content;
    expect(inbox.find((m: { title: string }) => m.title === '今日到期：今日提醒测试')).toMatchObject({ titleEn: 'Due today: 今日提醒测试' });
  });

  describe('on a controlled clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('saves a task created after 18:00 with the due time the form proposes, where today 18:00 is refused', async () => {
      // 19:30 in Shanghai on a working day ahead, so the clock is after 18:00 whatever the real time of day.
      let day = addDays(dayBounds('Asia/Shanghai').today, 1);
      while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
      const evening = new Date(startOfDay(day, 'Asia/Shanghai').getTime() + (19 * 60 + 30) * 60_000);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(evening);
      const manager = (await login(t.app, 'manager')).access_token;
      const createAs = (title: string, dueAt: Date) =>
        api(t.app, manager, { method: 'POST', url: '/prod-api/task/create', payload: { type: 'OTHER', title, assigneeIds: [ids.rep], dueAt: dueAt.toISOString() }, lang: 'en' });

      const todayAtSix = new Date(startOfDay(day, 'Asia/Shanghai').getTime() + 18 * 3_600_000);
      const refused = await createAs('今天18点到期', todayAtSix);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The due time cannot be in the past');

      const proposed = nextWorkingSlot(18, { timeZone: 'Asia/Shanghai' });
      expect(proposed.getTime()).toBeGreaterThan(evening.getTime());
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' }).format(proposed)).toBe('18:00');
      const saved = await createAs('默认截止时间', proposed);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(new Date((saved.json().result as Array<{ dueAt: string }>)[0]!.dueAt).getTime()).toBe(proposed.getTime());
    });

    it('turns a task due late tonight from today into expired at midnight in Asia/Shanghai, while the UTC date stays the same', async () => {
      // Tomorrow in Shanghai, so nothing else of the demo data is due in the minutes around it.
      const day = addDays(dayBounds('Asia/Shanghai').today, 1);
      const midnight = startOfDay(addDays(day, 1), 'Asia/Shanghai').getTime();
      const beforeMidnight = new Date(midnight - 10 * 60_000);
      const dueAt = new Date(midnight - 5 * 60_000).toISOString();
      const afterMidnight = new Date(midnight + 5 * 60_000);
      expect(afterMidnight.toISOString().slice(0, 10)).toBe(beforeMidnight.toISOString().slice(0, 10));

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(beforeMidnight);
      const manager = (await login(t.app, 'manager')).access_token;
      const repToken = (await login(t.app, 'rep')).access_token;
      const created = await api(t.app, manager, { method: 'POST', url: '/prod-api/task/create', payload: { type: 'OTHER', title: '午夜前回访', assigneeIds: [ids.rep], dueAt } });
      expect(created.statusCode).toBe(200);
      const id = (created.json().result as Task[])[0]!.id;
      const tab = async (token: string, name: string) =>
        ((await api(t.app, token, { method: 'POST', url: '/prod-api/task/page?page=0&size=100', payload: { tab: name } })).json().result.content as Task[]).find(
          (x) => x.id === id,
        );
      expect(await tab(repToken, 'today')).toMatchObject({ expired: false });
      expect(await tab(repToken, 'expired')).toBeUndefined();
      const expiredBefore = (await api(t.app, repToken, { url: '/prod-api/task/type/num' })).json().result.expired as number;

      vi.setSystemTime(afterMidnight);
      const later = (await login(t.app, 'rep')).access_token;
      expect(await tab(later, 'today')).toBeUndefined();
      expect(await tab(later, 'expired')).toMatchObject({ expired: true, status: 'todo' });
      const counts = (await api(t.app, later, { url: '/prod-api/task/type/num' })).json().result;
      expect(counts.expired).toBeGreaterThan(expiredBefore);
      const refused = await api(t.app, (await login(t.app, 'manager')).access_token, {
        method: 'POST',
        url: '/prod-api/task/create',
        payload: { type: 'OTHER', title: '已过时', assigneeIds: [ids.rep], dueAt },
      });
      expect(refused.json().message).toBe('截止时间不能早于现在');
    });
  });
});
