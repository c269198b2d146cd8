import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone to show times in: UTC while the page hydrates (as it was built), then the
 * visitor's own. React re-renders with the visitor's zone right after hydration.
 */
export const useTimeZone = (): string => useSyncExternalStore(subscribe, visitorZone, () => 'UTC');
