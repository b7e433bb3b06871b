import { useAppSelector } from '../../app/store.ts';
import { AdminHome } from './admin-home.tsx';
import { JobSeekerHome } from './job-seeker-home.tsx';

/** Home is chosen by user type: portal_admin gets the admin layout, everyone else the job seeker home. */
export function HomeScreen() {
  const userType = useAppSelector((s) => s.user.userType);
  return userType === 'portal_admin' ? <AdminHome /> : <JobSeekerHome />;
}
