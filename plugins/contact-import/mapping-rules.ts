// The mapping's client-side rule (issue 13): exactly one column goes to `phone`, as the server requires.
export type MappingProblem = 'noPhone' | 'manyPhones';

export function mappingProblem(mapping: readonly string[] | undefined): MappingProblem | null {
  const phones = (mapping ?? []).filter((target) => target === 'phone').length;
  if (phones === 0) return 'noPhone';
  return phones > 1 ? 'manyPhones' : null;
}
