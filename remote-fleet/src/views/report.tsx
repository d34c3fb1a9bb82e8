import { useState } from 'react';
import FleetProviders from '../components/fleet-providers';
import ReportPage from '../components/report/report-page';

/** The report code of a path /fleet/report/<code> (last segment), '' when absent. */
export function reportCodeFromPath(pathname: string): string {
  const m = /\/report\/([a-z_]+)\/?$/.exec(pathname);
  return m ? m[1] : '';
}

/**
 * View `fleet/Report`: one menu page per report at /fleet/report/<code>. Views get no props, so
 * the code is read from the location once, when the page mounts (a kept-alive tab keeps its report).
 */
export default function Report() {
  const [code] = useState(() => reportCodeFromPath(window.location.pathname));
  return (
    <FleetProviders>
      {code ? <ReportPage code={code} /> : <div style={{ padding: 24 }}>未指定报表</div>}
    </FleetProviders>
  );
}
