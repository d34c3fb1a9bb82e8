import { Link } from 'react-router-dom';
import { Logo } from '../auth/logo';
import { HOME_PATH, SYSTEM_NAME } from '../router/app-route';

export function SideLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to={HOME_PATH} className="side-logo" aria-label="dashboard">
      <Logo size={30} />
      {!collapsed && <span className="side-logo-title">{SYSTEM_NAME}</span>}
    </Link>
  );
}
