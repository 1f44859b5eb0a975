import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/{path}`: goes on to `/{path}` with the same query, replacing itself in history. */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
