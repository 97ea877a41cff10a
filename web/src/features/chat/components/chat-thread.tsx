import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, Check, CheckCheck, Menu, Pin, PinOff, Send } from 'lucide-react';
import type { ChatContact, ChatThread as Thread } from '@app/common/apps/chat';
import { useFormatters } from '@/hooks/use-formatters';
import { dayLabel, groupMessages, timeLabel } from '../lib/chat-time';
import { Avatar, statusKey } from './status-dot';

/** How close to the bottom still counts as "at the newest message". */
const NEAR_BOTTOM_PX = 48;

export interface ChatThreadProps {
  contact: ChatContact;
  thread: Thread | undefined;
  profile: ChatContact | undefined;
  onSend: (text: string) => void;
  onTogglePin: () => void;
  onOpenDrawer: () => void;
}

export function ChatThread({
  contact,
  thread,
  profile,
  onSend,
  onTogglePin,
  onOpenDrawer,
}: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const { locale } = useFormatters();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ contact: number; count: number }>({ contact: -1, count: 0 });
  const [hasNewBelow, setHasNewBelow] = useState(false);
  const messages = thread?.msg ?? [];
  const count = messages.length;
  const last = messages.at(-1);

  // Opening a thread, or a message the user sent, shows the newest message. A message that
  // arrives while the user reads older ones above leaves the view where it is.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const previous = seen.current;
    seen.current = { contact: contact.uid, count };
    const opened = previous.contact !== contact.uid;
    const grew = count > previous.count;
    if (opened || (grew && (atBottom.current || last?.isSent))) {
      log.scrollTop = log.scrollHeight;
      atBottom.current = true;
      setHasNewBelow(false);
    } else if (grew) {
      setHasNewBelow(true);
    }
  }, [contact.uid, count, last?.isSent]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setHasNewBelow(false);
  };

  const scrollToNewest = () => {
    const log = logRef.current;
    if (log) log.scrollTo({ top: log.scrollHeight, behavior: 'smooth' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  };

  const days = groupMessages(messages);
  const words = { today: t('today'), yesterday: t('yesterday') };
  const isPinned = thread?.isPinned ?? false;

  return (
    <section className="chat-thread" aria-labelledby="chat-thread-title">
      <header className="chat-thread-header">
        <button
          type="button"
          className="btn btn-icon d-lg-none"
          onClick={onOpenDrawer}
          aria-label={t('drawer.open')}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
        <Avatar src={contact.photoURL} status={contact.status} />
        <div className="min-w-0 flex-grow-1">
          <h2 id="chat-thread-title" className="h6 mb-0 text-truncate">
            {contact.displayName}
          </h2>
          <p className="small text-body-secondary mb-0 text-truncate">
            {t(statusKey(contact.status))} · {contact.about}
          </p>
        </div>
        {thread ? (
          <button
            type="button"
            className="btn btn-icon"
            aria-pressed={isPinned}
            onClick={onTogglePin}
            aria-label={isPinned ? t('unpin') : t('pin')}
            title={isPinned ? t('unpin') : t('pin')}
          >
            {isPinned ? (
              <PinOff size={18} aria-hidden="true" />
            ) : (
              <Pin size={18} aria-hidden="true" />
            )}
          </button>
        ) : null}
      </header>

      <div className="chat-log-wrap">
        <div
          className="chat-log"
          ref={logRef}
          onScroll={onScroll}
          role="log"
          aria-label={t('thread.label', { name: contact.displayName })}
          tabIndex={0}
          data-testid="chat-log"
        >
          {count === 0 ? (
            <p className="text-center text-body-secondary my-auto">{t('thread.empty')}</p>
          ) : null}
          {days.map(({ day, groups }) => (
            <div key={day} className="chat-day">
              <p className="chat-day-label">
                <span>{dayLabel(day, locale, words)}</span>
              </p>
              {groups.map((group) => {
                const first = group.messages[0];
                const lastOfGroup = group.messages.at(-1);
                const who = group.isSent ? profile : contact;
                return (
                  <div key={first?.time} className={`chat-group${group.isSent ? ' is-sent' : ''}`}>
                    {who ? (
                      <img
                        src={who.photoURL}
                        alt=""
                        width={32}
                        height={32}
                        className="chat-group-avatar"
                      />
                    ) : null}
                    <div className="chat-bubbles">
                      <span className="visually-hidden">
                        {group.isSent ? t('you') : contact.displayName}:
                      </span>
                      {group.messages.map((message, i) => (
                        <p
                          key={`${message.time}-${i}`}
                          className="chat-bubble"
                          data-testid="chat-message"
                        >
                          {message.textContent}
                        </p>
                      ))}
                      {lastOfGroup ? (
                        <p className="chat-meta">
                          <time dateTime={lastOfGroup.time}>
                            {timeLabel(lastOfGroup.time, locale)}
                          </time>
                          {group.isSent ? (
                            lastOfGroup.isSeen ? (
                              <CheckCheck
                                size={14}
                                role="img"
                                aria-label={t('seen')}
                                className="text-success"
                              />
                            ) : (
                              <Check size={14} role="img" aria-label={t('sent')} />
                            )
                          ) : null}
                        </p>
                      ) : null}
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {hasNewBelow ? (
          <button
            type="button"
            className="btn btn-primary btn-sm chat-new-below"
            onClick={scrollToNewest}
          >
            <ArrowDown size={14} aria-hidden="true" className="me-1" />
            {t('thread.newBelow')}
          </button>
        ) : null}
      </div>

      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor="chat-message-input" className="visually-hidden">
          {t('composer.label', { name: contact.displayName })}
        </label>
        <input
          id="chat-message-input"
          type="text"
          className="form-control"
          autoComplete="off"
          placeholder={t('composer.placeholder')}
          value={draft}
          maxLength={2000}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary d-inline-flex align-items-center"
          disabled={!draft.trim()}
        >
          <Send size={16} aria-hidden="true" className="me-md-1 flip-rtl" />
          <span className="d-none d-md-inline">{t('composer.send')}</span>
          <span className="visually-hidden d-md-none">{t('composer.send')}</span>
        </button>
      </form>
    </section>
  );
}
