import CarListPage from '../components/car-list-page';
import FleetProviders from '../components/fleet-providers';

export default function CarList() {
  return (
    <FleetProviders>
      <CarListPage />
    </FleetProviders>
  );
}
