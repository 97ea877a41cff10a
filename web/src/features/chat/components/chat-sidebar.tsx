import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pin, Search } from 'lucide-react';
import type { ChatContact } from '@app/common/apps/chat';
import { useFormatters } from '@/hooks/use-formatters';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { listTimeLabel } from '../lib/chat-time';
import type { ChatListEntry } from '../lib/chat-updates';
import {
  queryChanged,
  selectChatQuery,
  selectUserStatus,
  statusChanged,
  USER_STATUSES,
  type UserStatus,
} from '../store/chat-slice';
import { Avatar, statusKey } from './status-dot';

function ContactButton({
  contact,
  entry,
  isActive,
  onSelect,
}: {
  contact: ChatContact;
  entry?: ChatListEntry;
  isActive: boolean;
  onSelect: (uid: number) => void;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useFormatters();
  const last = entry?.lastMessage;
  return (
    <button
      type="button"
      className={`chat-contact${isActive ? ' active' : ''}`}
      aria-current={isActive ? 'true' : undefined}
      onClick={() => onSelect(contact.uid)}
      data-testid="chat-contact"
    >
      <Avatar src={contact.photoURL} status={contact.status} />
      <span className="chat-contact-text">
        <span className="chat-contact-name text-truncate">{contact.displayName}</span>
        <span className="chat-contact-line text-truncate">
          {last ? `${last.isSent ? `${t('you')}: ` : ''}${last.textContent}` : contact.about}
        </span>
      </span>
      {entry ? (
        <span className="chat-contact-meta">
          {last ? (
            <time dateTime={last.time} className="small">
              {listTimeLabel(last.time, locale)}
            </time>
          ) : null}
          <span className="d-flex align-items-center gap-1">
            {entry.isPinned ? (
              <Pin size={14} role="img" aria-label={t('pinned')} className="text-body-secondary" />
            ) : null}
            {entry.unseen > 0 ? (
              <span className="badge rounded-pill text-bg-danger">
                {entry.unseen}
                <span className="visually-hidden"> {t('unseen', { count: entry.unseen })}</span>
              </span>
            ) : null}
          </span>
        </span>
      ) : null}
    </button>
  );
}

export function ChatSidebar({
  profile,
  pinnedChats,
  otherChats,
  contacts,
  selectedId,
  onSelect,
}: {
  profile: ChatContact | undefined;
  pinnedChats: readonly ChatListEntry[];
  otherChats: readonly ChatListEntry[];
  contacts: readonly ChatContact[];
  selectedId: number | null;
  onSelect: (uid: number) => void;
}) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectChatQuery);
  const status = useAppSelector(selectUserStatus);
  const statusId = useId();
  const isEmpty = pinnedChats.length + otherChats.length + contacts.length === 0;

  const section = (
    title: string,
    testId: string,
    items: readonly (ChatListEntry | ChatContact)[],
    isChat: boolean,
  ) =>
    items.length > 0 ? (
      <section aria-label={title}>
        <h2 className="chat-sidebar-heading">{title}</h2>
        <ul className="list-unstyled mb-2" data-testid={testId}>
          {items.map((item) => (
            <li key={item.uid}>
              <ContactButton
                contact={item}
                entry={isChat ? (item as ChatListEntry) : undefined}
                isActive={selectedId === item.uid}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className="chat-sidebar-inner">
      <div className="chat-profile">
        {profile ? <Avatar src={profile.photoURL} status={status} size={42} /> : null}
        <div className="min-w-0 flex-grow-1">
          <div className="fw-semibold text-truncate">{profile?.displayName}</div>
          <label htmlFor={statusId} className="visually-hidden">
            {t('myStatus')}
          </label>
          <select
            id={statusId}
            className="form-select form-select-sm mt-1"
            value={status}
            onChange={(e) => dispatch(statusChanged(e.target.value as UserStatus))}
          >
            {USER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(statusKey(value))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="chat-search">
        <Search size={16} aria-hidden="true" className="chat-search-icon" />
        <input
          type="search"
          className="form-control"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          value={query}
          onChange={(e) => dispatch(queryChanged(e.target.value))}
        />
      </div>
      <div className="chat-sidebar-lists">
        {section(t('sections.pinned'), 'chat-list-pinned', pinnedChats, true)}
        {section(t('sections.chats'), 'chat-list', otherChats, true)}
        {section(t('sections.contacts'), 'contact-list', contacts, false)}
        {isEmpty ? (
          <p className="text-body-secondary text-center small p-3 mb-0">
            {query.trim() ? t('search.noMatch', { query: query.trim() }) : t('noContacts')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
