let counter = 0;

/**
 * A temporary id for a new row (widgets-spec §3 "A row is new (inserted)"): unique within the
 * page, never sent to the server when rows are exported without new ids.
 */
export function newRowId(): string {
  counter += 1;
  return `row_${Date.now().toString(36)}_${counter.toString(36)}`;
}

/** A random id for a table instance (the socket `caseId`). */
export function newCaseId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Math.random()}`.slice(2);
  return `case_${random}`;
}
