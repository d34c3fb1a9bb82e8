import FleetProviders from '../components/fleet-providers';
import OrgManagePage from '../components/manage/org-manage-page';

/** Menu component fleet/OrgManage (组织管理). */
export default function OrgManage() {
  return (
    <FleetProviders>
      <OrgManagePage />
    </FleetProviders>
  );
}
