/** What every site dialog receives: it is open while mounted, and asks to close. */
export interface SiteDialogProps {
  onClose: () => void;
}
