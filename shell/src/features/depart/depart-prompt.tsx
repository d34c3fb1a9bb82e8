import { useCallback } from 'react';
import { DepartmentModal } from './department-modal';
import { useDepartPrompt } from './depart-prompt-store';

export function DepartPrompt() {
  const pending = useDepartPrompt((s) => s.pending);
  const setPending = useDepartPrompt((s) => s.setPending);
  const done = useCallback(() => setPending(false), [setPending]);
  return <DepartmentModal open={pending} onClose={done} onDone={done} />;
}
