import { useEffect, useState } from 'react';

/**
 * The time the page hydrated at; null while it hydrates (and in the build), so what was made
 * at build time renders as built first, then as it stands now.
 */
export function useHydratedNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return now;
}
