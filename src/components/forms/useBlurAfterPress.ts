import { useEffect, useRef, type FocusEvent } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form field's blur handler for errors that appear when a field loses the focus. When a
 * click takes the focus away, the error waits until the click is over: appearing at once
 * it would push the clicked control (a dropdown, the submit button) down under the pointer
 * and the click would miss.
 */
export function useBlurAfterPress(
  handleBlur: (event: FocusEvent<Field>) => void,
  setFieldTouched: (field: string, touched: boolean) => unknown,
): (event: FocusEvent<Field>) => void {
  const pointerHeld = useRef(false);
  const blurredDuringPress = useRef(new Set<string>());
  useEffect(() => {
    const press = () => {
      pointerHeld.current = true;
    };
    const release = () =>
      setTimeout(() => {
        pointerHeld.current = false;
        for (const field of blurredDuringPress.current) void setFieldTouched(field, true);
        blurredDuringPress.current.clear();
      });
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [setFieldTouched]);
  return (event) => {
    if (pointerHeld.current) blurredDuringPress.current.add(event.target.name);
    else handleBlur(event);
  };
}
