import FleetProviders from '../components/fleet-providers';
import ShowMapPage from '../components/show-map-page';

export default function ShowMap() {
  return (
    <FleetProviders>
      <ShowMapPage />
    </FleetProviders>
  );
}
