import type { ReactNode } from 'react';
import { Alert } from 'antd';

interface AdminListPanelProps {
  /** A note above the toolbar about what the list is for. */
  notice?: string;
  /** The list's filters, at the toolbar's start. */
  filters: ReactNode;
  /** A button at the toolbar's end. */
  action?: ReactNode;
  /** The list, and its dialogs. */
  children: ReactNode;
}

/** An admin list's panel: an optional note, the toolbar of filters and an action, then the list. */
export function AdminListPanel({ notice, filters, action, children }: AdminListPanelProps) {
  return (
    <div className="admin-panel">
      {notice && <Alert type="info" showIcon message={notice} style={{ marginBottom: 16 }} />}
      <div className="admin-toolbar">
        <div className="admin-toolbar__filters">{filters}</div>
        {action}
      </div>
      {children}
    </div>
  );
}
