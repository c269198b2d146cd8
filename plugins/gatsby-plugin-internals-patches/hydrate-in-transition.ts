import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's hydration runs at React's default priority, which renders the whole tree in one
 * task. In a transition React renders it in slices of about 5 ms with the main thread free
 * between them; a click meanwhile makes React finish hydrating at once, then handles it.
 * Client-only pages arrive empty and are rendered, as Gatsby does; so is any other container
 * with no server-rendered page in it (`gatsby develop`'s shell, and the loading indicator it
 * renders through this function into a new element once the page is on screen).
 */
export function hydrateInTransition(element: ReactElement, container: Element): void {
  if (!container.querySelector('#gatsby-focus-wrapper')?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
