/**
 * After a move to another page with an address like `/en/academy/terminology/#margin-call`,
 * Gatsby scrolls to the element of that id once the page has rendered. A page's sections load
 * with the page's code (src/components/runtime/lazy-parts.tsx), so the element may come a few
 * frames later, when Gatsby has already given up: this waits for it (up to `timeoutMs`) and
 * scrolls to it once. An element already there was Gatsby's to scroll to.
 */
export function scrollToHashWhenShown(hash: string, doc: Document = document, timeoutMs = 3000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id || doc.getElementById(id)) return () => undefined;
  const observer = new MutationObserver(() => {
    const element = doc.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
