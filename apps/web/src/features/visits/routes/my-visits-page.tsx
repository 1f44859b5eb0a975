import { VisitList } from '../components/visit-list';
import '../visits.css';

/** `/customer/visitTeamManager/myVisit`: the caller's own and joined visits. */
export default function MyVisitsPage() {
  return <VisitList scope="my" />;
}
