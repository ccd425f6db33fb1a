import { useSyncExternalStore } from 'react';

/** The spec's generic modal: an error icon, an info icon, or none (a plain message). */
export type ModalType = 'error' | 'info' | 'message';

export type ModalContent = {
  type: ModalType;
  title: string;
  /** HTML; sanitised before it is shown. */
  html: string;
  /** Called once the modal has closed (its button, Escape or a click outside). */
  onClose?: () => void;
};

/*
 * The app's one modal: a tiny store any client component can open from (openModal, or useModal in
 * a component); ModalHost in the root layout shows it. No provider, so it costs nothing until used.
 */
let current: ModalContent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openModal(content: ModalContent): void {
  current = content;
  emit();
}

export function closeModal(): void {
  const closing = current;
  if (!closing) return;
  current = null;
  emit();
  closing.onClose?.();
}

export function subscribeModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentModal(): ModalContent | null {
  return current;
}

/** The modal being shown, for the host. */
export function useCurrentModal(): ModalContent | null {
  return useSyncExternalStore(subscribeModal, currentModal, () => null);
}

/** For components: `const modal = useModal(); modal.open({ type: 'error', title, html })`. */
export function useModal() {
  return { open: openModal, close: closeModal };
}
