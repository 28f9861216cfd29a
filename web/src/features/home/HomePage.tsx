import { useAuth } from '../auth/AuthProvider';
import { Landing } from './Landing';
import { RootHomePage } from './RootHomePage';
import { StaffHomePage } from './StaffHomePage';
import { StudentHomePage } from './StudentHomePage';

/** Home: the landing for a visitor, and each role's dashboard (spec 1 §2.4, §2.5). */
export function HomePage() {
  const { role } = useAuth();
  switch (role) {
    case undefined:
      return <Landing />;
    case 'root':
      return <RootHomePage />;
    case 'admin':
    case 'teacher':
      return <StaffHomePage />;
    case 'student':
    case 'parent':
      return <StudentHomePage />;
  }
}
