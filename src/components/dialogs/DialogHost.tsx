import React, { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useActiveDialog, useDialogActions, type DialogName } from './DialogContext';

/** What every site dialog receives: it is open while mounted, and asks to close. */
export interface SiteDialogProps {
  onClose: () => void;
}

/**
 * The site dialogs, each loaded on first open so that none of their code (forms, search
 * index, carousels) is in a page's first-load JavaScript. Register one per DialogName:
 * `signUp: lazy(() => import('../signup/SignUpDialog'))`.
 */
const dialogs: Partial<Record<DialogName, LazyExoticComponent<ComponentType<SiteDialogProps>>>> = {
  search: lazy(() => import('../search/SearchDialog')),
  signUp: lazy(() => import('../signup/SignUpDialog')),
};

/** Renders the open dialog, if any. */
export function DialogHost() {
  const active = useActiveDialog();
  const { closeDialog } = useDialogActions();
  const Dialog = active ? dialogs[active] : undefined;
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog onClose={closeDialog} />
    </Suspense>
  );
}
