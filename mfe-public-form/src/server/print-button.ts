// The server-rendered public page's only script: it shows the print button (hidden while scripts
// are off, when the browser's own print does the same) and keeps the web view's rules.
const button = document.querySelector<HTMLButtonElement>('[data-print]');
if (button) {
  button.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  button.addEventListener('click', () => window.print());
}
if (document.documentElement.classList.contains('tf-webview')) document.addEventListener('contextmenu', (event) => event.preventDefault());
