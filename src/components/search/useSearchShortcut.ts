import { useEffect } from 'react';
import { isSearchShortcut } from '../../lib/search-shortcut';
import { useActiveDialog, useDialogActions } from '../dialogs/DialogContext';

/** Opens the search modal when "/" is pressed outside a text field and no dialog is open. */
export function useSearchShortcut(): void {
  const active = useActiveDialog();
  const { openDialog } = useDialogActions();
  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openDialog('search');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, openDialog]);
}

/** The shortcut as a component that renders nothing, for the layout to load after hydration. */
export default function SearchShortcut(): null {
  useSearchShortcut();
  return null;
}
