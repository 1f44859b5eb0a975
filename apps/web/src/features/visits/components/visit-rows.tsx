import { List } from 'antd';
import type { Visit } from '../api/visit-types';
import { useVisitDisplay } from './use-visit-display';
import { VisitStatusTag } from './visit-status-tag';

interface VisitRowsProps {
  visits: Visit[];
  /** The team's visits name the rep on the first line. */
  showUser: boolean;
  onOpen(visit: Visit): void;
}

/**
 * Visits on a phone, two lines each: when, the doctor and the status; then, in small print, the result
 * (the purpose while planned), the kind and the hospital. A tap opens the visit's details.
 */
export function VisitRows({ visits, showUser, onOpen }: VisitRowsProps) {
  const display = useVisitDisplay();
  return (
    <List<Visit>
      className="visit-rows"
      dataSource={visits}
      rowKey="id"
      renderItem={(visit) => {
        // What came of it first (what it is for, while planned), then how, then where.
        const second = [
          visit.result ? display.label('visitResults', visit.result) : display.label('visitPurpose', visit.purpose),
          display.label('visitType', visit.visitType),
          display.name(visit.hospital.name, visit.hospital.nameEn),
        ].filter(Boolean);
        return (
          <List.Item className="visit-row">
            <button type="button" className="visit-row__button" onClick={() => onOpen(visit)}>
              <span className="visit-row__first">
                <span className="visit-time">{display.when(visit.startAt)}</span>
                <span className="visit-row__doctor">
                  {display.name(visit.doctor.name, visit.doctor.nameEn)}
                  {showUser && <span className="visit-row__user">{` · ${display.name(visit.user.firstName, visit.user.nameEn)}`}</span>}
                </span>
                <VisitStatusTag status={visit.status} />
              </span>
              <span className="visit-row__second">{second.join(' · ')}</span>
            </button>
          </List.Item>
        );
      }}
    />
  );
}
