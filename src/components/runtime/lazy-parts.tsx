/**
 * Parts of a page whose code is no part of its first-load JavaScript: it loads while the page
 * hydrates (or when the part is first shown). The server renders them in full (its rendering
 * waits for lazy components), so the HTML holds them; in the browser React keeps that HTML on
 * screen and hydrates each part when its code arrives, after the page's own code has run.
 *
 * A part is memoised: a boundary still waiting for its code must not be re-rendered with new
 * props, or React would throw its server HTML away (error #421). So its props must keep their
 * identity across renders (page data does).
 */
import React, { lazy, memo, Suspense, type ComponentProps, type ComponentType } from 'react';

/** A part from its module's loader: `loadWithPage(() => import('./SiteFooter'))`. Any component: its props are read from it. */
export function loadWithPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  // The lazy component takes the part's own props (TypeScript cannot follow them through lazy's ref types).
  const Part = lazy(load) as unknown as ComponentType<ComponentProps<C>>;
  return memo(function LoadedWithPage(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
