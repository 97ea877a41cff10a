import { Navigate } from 'react-router';

/** /email opens the inbox. */
export default function EmailRedirectPage() {
  return <Navigate to="/email/inbox" replace />;
}
