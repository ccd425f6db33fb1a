import { openModal } from '@/components/modal/modal-store';

/** Shows a catalogue message in the app's error modal (its body is HTML: the text is escaped). */
export function showErrorModal(title: string, message: string, onClose?: () => void): void {
  openModal({ type: 'error', title, html: `<p>${escapeHtml(message)}</p>`, onClose });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
