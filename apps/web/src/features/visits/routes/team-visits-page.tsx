import { VisitList } from '../components/visit-list';
import '../visits.css';

/** `/customer/visitTeamManager/teamVisit`: the visits of the caller's organization subtree. */
export default function TeamVisitsPage() {
  return <VisitList scope="team" />;
}
