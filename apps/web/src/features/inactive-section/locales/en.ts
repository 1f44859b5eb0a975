import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  status: 'Not enabled',
  statement: 'This section is not enabled for this workspace yet.',
  contact: 'To have it enabled sooner, contact your system administrator.',
  backHome: 'Back to workspace',
  purposes: {
    customer: 'Customers brings together doctor and hospital records: my follows, my customers and all customers, the hospital directory, visit records and doctor data verification.',
    task: 'Tasks helps representatives plan and follow up their work: all, today, upcoming and overdue tasks, a personal plan and task records.',
    content: 'The content center manages academic articles for customers, sends them by SMS, e-mail or WeCom and keeps the sending history.',
    meeting: 'Meetings covers applications, approvals, payments and payment approvals, meeting confirmation, speaker maintenance and approval, cost centers and internal orders, the medical library, budgets, institutions and suppliers.',
    userInsights: 'Insights offers the doctor academic network, public-opinion analysis of individual doctors and doctor groups, and patient portraits.',
    clueScore: 'Lead scoring rates customer leads with configurable rules and lets you search leads by score.',
    salesFunnel: 'The sales funnel shows conversion through each stage of the marketing and indirect funnels.',
    transit: 'User journey follows customers across touchpoints: journey overview, trends, individual and organization journeys.',
    marketActive: 'Marketing activities analyses the reach and engagement of each campaign and its content.',
    Customer360: 'Customer 360 gathers lead scoring, the sales funnel, user journeys and marketing activities in one place.',
    data: 'Dashboards give management and business teams their performance indicators and self-service analytics.',
    systemReport: 'System reports cover daily report records, mass message records and system usage analysis.',
    dataAssets: "Data assets presents an overview, a catalog and the details of the company's data assets.",
    DataCollection: 'Data collection uploads business data from templates and validates it on the way in.',
    sdaManager: 'SDA management maintains treatment records of the sales data area.',
    forecast: 'Forecast lets representatives enter sales forecasts and managers issue forecast targets.',
    taskManager: 'Workflow brings approval processes together: my processes, starting a process, to-do and done tasks.',
    ai: "The AI assistant answers questions from the company's knowledge base, articles and literature and helps draft proposals.",
    news: 'The message center collects system notices and personal messages.',
  },
};
