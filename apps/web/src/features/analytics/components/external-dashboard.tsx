import type { DashboardEmbed } from '@crm/shared/contracts/analytics';

/** A dashboard of the configured external analytics site, from the link the server signed. */
export function ExternalDashboard({ title, embed }: { title: string; embed: DashboardEmbed }) {
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <h2 className="dashboard__title">{title}</h2>
      </div>
      <iframe className="dashboard__external" title={title} src={embed.url} />
    </div>
  );
}
