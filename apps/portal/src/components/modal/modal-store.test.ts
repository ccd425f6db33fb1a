import { describe, expect, it, vi } from 'vitest';
import { closeModal, currentModal, openModal, subscribeModal } from './modal-store';

describe('modal store', () => {
  it('shows one modal at a time and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeModal(listener);
    openModal({ type: 'info', title: 'First', html: '' });
    openModal({ type: 'error', title: 'Second', html: '<p>x</p>' });
    expect(currentModal()?.title).toBe('Second');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    closeModal();
    expect(currentModal()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls onClose once, after closing', () => {
    const onClose = vi.fn(() => expect(currentModal()).toBeNull());
    openModal({ type: 'message', title: 'Done', html: '', onClose });
    closeModal();
    closeModal();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
