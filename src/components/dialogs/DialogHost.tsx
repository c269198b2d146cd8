import React, { Suspense, lazy, useDeferredValue, type ComponentType, type LazyExoticComponent } from 'react';
import { useActiveDialog, useDialogActions, type DialogName } from './DialogContext';
import type { SiteDialogProps } from './dialog-props';

type HostedDialog = Exclude<DialogName, 'mobileMenu'>;

/**
 * The site dialogs, each loaded on first open (or when it is likely next) so that none of their
 * code (forms, search index, carousels) is in a page's first-load JavaScript. The mobile menu is
 * the header's own.
 */
const dialogModules: Record<HostedDialog, () => Promise<{ default: ComponentType<SiteDialogProps> }>> = {
  search: () => import('../search/SearchDialog'),
  signUp: () => import('../signup/SignUpDialog'),
};
const dialogs = Object.fromEntries(Object.entries(dialogModules).map(([name, load]) => [name, lazy(load)])) as Record<
  HostedDialog,
  LazyExoticComponent<ComponentType<SiteDialogProps>>
>;

/** Fetches a dialog's code ahead of its opening (webpack runs a module once, however often it is asked for). */
export function preloadDialog(name: HostedDialog): void {
  dialogModules[name]().catch(() => {
    // The opening itself will ask again, and show the failure where it can.
  });
}

/**
 * Renders the dialog in front, if it is one of these. It renders at a deferred priority: React
 * builds the dialog in slices of a few milliseconds, letting the browser paint and answer input
 * between them, and only its commit (the DOM, `showModal()` and the layout) is one task.
 */
export function DialogHost() {
  const active = useDeferredValue(useActiveDialog());
  const { closeDialog } = useDialogActions();
  if (!active || active === 'mobileMenu') return null;
  const Dialog = dialogs[active];
  return (
    <Suspense fallback={null}>
      <Dialog onClose={() => closeDialog(active)} />
    </Suspense>
  );
}
