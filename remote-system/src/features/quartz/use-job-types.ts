import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import type { JobType } from './quartz-types';

/** The server's job types (GET /sys/quartzJob/jobTypes), loaded once per mount; [] until loaded or on failure. */
export function useJobTypes(): JobType[] {
  const [types, setTypes] = useState<JobType[]>([]);
  useEffect(() => {
    let alive = true;
    http.get<JobType[]>('/sys/quartzJob/jobTypes').then((answer) => {
      if (alive && answer.success && Array.isArray(answer.result)) setTypes(answer.result);
    }).catch(() => undefined);
    return () => { alive = false; };
  }, []);
  return types;
}
