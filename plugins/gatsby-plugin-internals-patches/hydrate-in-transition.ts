import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's hydration runs at React's default priority, which renders the whole tree in one
 * task. In a transition React renders it in slices of about 5 ms with the main thread free
 * between them; a click meanwhile makes React finish hydrating at once, then handles it.
 * Client-only pages arrive empty and are rendered, as Gatsby does.
 */
export function hydrateInTransition(element: ReactElement, container: Element): void {
  if (!document.getElementById('gatsby-focus-wrapper')?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
