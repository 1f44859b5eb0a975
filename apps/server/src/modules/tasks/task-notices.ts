import { and, eq, isNull, sql } from 'drizzle-orm';
import { format } from '@crm/shared/i18n';
import { enterprise } from '../../db/schema/platform/tenancy';
import { task } from '../../db/schema/tasks/tasks';
import { hourIn } from '../../lib/zoned-time';
import { dayBounds } from './task-scope';
import { publishNotification } from '../notifications/index';
import type { Principal } from '../../platform/principal';
import type { ServiceHost } from '../../platform/service-host';
import type { TaskRow } from './task-repository';
import { writeLogs } from './task-repository';

const TEXT = {
  assigned: { zh: ['新任务：{title}', '{actor} 给您指派了任务“{title}”，截止 {due}'], en: ['New task: {title}', '{actor} assigned you “{title}”, due {due}'] },
  transferred: { zh: ['任务转交：{title}', '{actor} 把任务“{title}”转交给您，截止 {due}'], en: ['Task transferred: {title}', '{actor} transferred “{title}” to you, due {due}'] },
  due: { zh: ['今日到期：{title}', '任务“{title}”今天到期（{due}），请及时处理'], en: ['Due today: {title}', '“{title}” is due today ({due})'] },
} as const;

function dueText(dueAt: string, timeZone: string, lang: 'zh' | 'en') {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(dueAt));
}

/** What sending a task notice needs of the server: the database, the broker and the log. */
type Notifier = Pick<ServiceHost, 'db' | 'broker' | 'log'>;

/** A task notice in both languages: title and content, with the due time as each language writes it. */
function bilingual(kind: keyof typeof TEXT, params: { title: string; actor?: { zh: string; en: string } }, dueAt: string, timeZone: string) {
  const text = (lang: 'zh' | 'en') => {
    const [title, content] = TEXT[kind][lang];
    const values = { title: params.title, actor: params.actor?.[lang] ?? '', due: dueText(dueAt, timeZone, lang) };
    return { title: format(title, values), content: format(content, values) };
  };
  const [zh, en] = [text('zh'), text('en')];
  return { ...zh, titleEn: en.title, contentEn: en.content };
}

/** Tells each assignee (other than the caller) about tasks given or transferred to them, in both languages. */
export async function notifyAssignees(app: Notifier, principal: Principal, rows: TaskRow[], kind: 'assigned' | 'transferred') {
  for (const row of rows.filter((r) => r.assignee.id !== principal.userId)) {
    await publishNotification(app, {
      tenantId: principal.tenant.id,
      userId: row.assignee.id,
      category: 'task',
      ...bilingual(kind, { title: row.title, actor: { zh: principal.firstName, en: principal.nameEn ?? principal.firstName } }, row.dueAt, principal.tenant.timeZone),
      link: `/task/taskRecordDetail?id=${row.id}`,
      payload: { taskId: row.id, kind },
    });
  }
}

/** The hour, in the tenant's zone, from which the due-day reminder goes out. */
export const REMINDER_HOUR = 8;

/**
 * Reminds assignees of tasks due today, once each: from 08:00 in the tenant's zone, tasks to do
 * and due today are claimed with a conditional update, so several instances send one reminder.
 */
export async function sendDueReminders(app: Notifier, now = new Date()): Promise<number> {
  let sent = 0;
  for (const tenant of await app.db.select().from(enterprise)) {
    const hour = hourIn(now, tenant.timeZone);
    if (hour < REMINDER_HOUR) continue;
    const bounds = dayBounds(tenant.timeZone, now);
    const claimed = await app.db
      .update(task)
      .set({ remindedAt: now })
      .where(and(eq(task.tenantId, tenant.id), eq(task.status, 'todo'), isNull(task.remindedAt), sql`${task.dueAt} >= ${bounds.start} and ${task.dueAt} < ${bounds.end}`))
      .returning({ id: task.id, title: task.title, assigneeId: task.assigneeId, dueAt: task.dueAt });
    for (const item of claimed) {
      await publishNotification(app, {
        tenantId: tenant.id,
        userId: item.assigneeId,
        category: 'task',
        ...bilingual('due', { title: item.title }, item.dueAt.toISOString(), tenant.timeZone),
        link: `/task/taskRecordDetail?id=${item.id}`,
        payload: { taskId: item.id, kind: 'due' },
      });
      await writeLogs(app.db, [{ tenantId: tenant.id, taskId: item.id, actorId: null, action: 'remind' }]);
      sent += 1;
    }
  }
  return sent;
}

/** The due-today reminders, looked for every five minutes. */
export function registerTaskJobs(host: ServiceHost): void {
  host.jobs.register({ name: 'tasks.dueReminders', maxAttempts: 1, handler: async () => void (await sendDueReminders(host)) });
  host.jobs.schedule({ name: 'tasks.dueReminders', cron: '*/5 * * * *' });
}
