import FleetProviders from '../components/fleet-providers';
import PlaybackPage from '../components/playback/playback-page';

/** View fleet/TrackPlayback (menu 轨迹回放, /fleet/playback). */
export default function TrackPlayback() {
  return (
    <FleetProviders>
      <PlaybackPage />
    </FleetProviders>
  );
}
