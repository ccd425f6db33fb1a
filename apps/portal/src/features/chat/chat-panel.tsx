'use client';

import { useEffect, useRef, useState } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { usePortalSession } from '@/features/auth/session-store';
import { loadPlatformConfig } from '@/features/platform/load-platform-config';
import { usePathname } from '@/i18n/navigation';
import styles from './chat.module.css';
import type { ChatLabels, SupportChat, SupportMessage } from './chat-types';

type Props = { id: string; labels: ChatLabels; onClose: () => void };

/** The open chat: a sign-in prompt for visitors, the support conversation for a signed-in user. */
export default function ChatPanel({ id, labels, onClose }: Props) {
  const { data: session, status } = usePortalSession();
  const pathname = usePathname();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {labels.title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={labels.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {status === 'loading' ? (
        <p className={styles.status}>{labels.connecting}</p>
      ) : status === 'authenticated' && session?.sessionId ? (
        <Conversation sessionId={session.sessionId} userId={session.user.id} labels={labels} />
      ) : (
        <div className={styles.prompt}>
          <p>{labels.signInPrompt}</p>
          <IntentLink
            className={styles.primary}
            href={{ pathname: '/sign-in', query: { callbackUrl: pathname } }}
            onClick={onClose}
          >
            {labels.signIn}
          </IntentLink>
        </div>
      )}
    </section>
  );
}

function Conversation({
  sessionId,
  userId,
  labels,
}: {
  sessionId: string;
  userId: string;
  labels: ChatLabels;
}) {
  const [state, setState] = useState<'connecting' | 'ready' | 'unavailable'>('connecting');
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const chat = useRef<SupportChat | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let cancelled = false;
    const receive = (message: SupportMessage) =>
      setMessages((current) =>
        current.some((known) => known.id === message.id) ? current : [...current, message],
      );
    (async () => {
      const config = await loadPlatformConfig();
      const { connectSupportChat } = await import('./chat-connection');
      const connection = await connectSupportChat({ ...config, sessionId, userId, onMessage: receive });
      if (cancelled) return connection.close();
      chat.current = connection;
      setMessages(await connection.history());
      setState('ready');
    })().catch(() => {
      if (!cancelled) setState('unavailable');
    });
    return () => {
      cancelled = true;
      chat.current?.close();
      chat.current = null;
    };
  }, [sessionId, userId]);

  useEffect(() => {
    if (messages.length > 0) list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  async function send() {
    const body = draft.trim();
    if (!body || !chat.current) return;
    setFailed(false);
    try {
      const sent = await chat.current.send(body);
      setDraft('');
      setMessages((current) =>
        current.some((known) => known.id === sent.id) ? current : [...current, sent],
      );
    } catch {
      setFailed(true);
    }
  }

  if (state === 'connecting') return <p className={styles.status}>{labels.connecting}</p>;
  if (state === 'unavailable') return <p className={styles.status}>{labels.unavailable}</p>;
  return (
    <>
      <p className={styles.intro}>{labels.intro}</p>
      {messages.length === 0 ? (
        <p className={styles.status}>{labels.empty}</p>
      ) : (
        <ol ref={list} className={styles.messages} aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={message.mine ? styles.mine : styles.theirs}>
              <span className={styles.author}>{message.mine ? labels.you : labels.support}</span>
              {message.body}
            </li>
          ))}
        </ol>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className={styles.visuallyHidden} htmlFor="chat-message">
          {labels.message}
        </label>
        <textarea
          id="chat-message"
          className={styles.input}
          rows={2}
          maxLength={4000}
          value={draft}
          placeholder={labels.message}
          aria-describedby={failed ? 'chat-failed' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className={styles.primary} disabled={draft.trim() === ''}>
          {labels.send}
        </button>
        {failed && (
          <p id="chat-failed" className={styles.error} role="alert">
            {labels.failed}
          </p>
        )}
      </form>
    </>
  );
}
