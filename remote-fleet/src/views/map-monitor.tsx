import FleetProviders from '../components/fleet-providers';
import MapMonitorPage from '../components/map-monitor-page';

export default function MapMonitor() {
  return (
    <FleetProviders>
      <MapMonitorPage />
    </FleetProviders>
  );
}
