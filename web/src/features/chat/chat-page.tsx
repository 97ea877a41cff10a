import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MessagesSquare } from 'lucide-react';
import { AppSidebar } from '@/components/app-sidebar';
import { ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import '@/styles/bootstrap-extras.scss';
import {
  useGetChatsQuery,
  useMarkAllSeenMutation,
  useSendMessageMutation,
  useSetPinnedMutation,
} from './api/chat-api';
import { ChatNotices } from './components/chat-notices';
import { ChatSidebar } from './components/chat-sidebar';
import { ChatThread } from './components/chat-thread';
import { unseenCount } from './lib/chat-updates';
import { contactSelected, selectChatState, selectSelectedContactId } from './store/chat-slice';
import './chat.scss';

function SidebarSkeleton() {
  return (
    <div className="placeholder-glow p-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className="placeholder col-12 rounded mb-3" style={{ height: '2.5rem' }} />
      ))}
    </div>
  );
}

export default function ChatPage() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { data, isLoading, isError, error, refetch } = useGetChatsQuery();
  const { chats, contacts, filteredChats, filteredContacts } = useAppSelector(selectChatState);
  const selectedId = useAppSelector(selectSelectedContactId);
  const [sendMessage] = useSendMessageMutation();
  const [markAllSeen] = useMarkAllSeenMutation();
  const [setPinned] = useSetPinnedMutation();

  const contact = contacts.find((c) => c.uid === selectedId);
  const thread = selectedId === null ? undefined : chats[String(selectedId)];
  const unseen = unseenCount(thread);

  // Opening a thread marks its messages seen (and so do messages that arrive while it is open).
  useEffect(() => {
    if (selectedId !== null && unseen > 0) void markAllSeen({ contactId: selectedId });
  }, [markAllSeen, selectedId, unseen]);

  const select = (uid: number) => {
    dispatch(contactSelected(uid));
    setDrawerOpen(false);
    requestAnimationFrame(() => document.getElementById('chat-message-input')?.focus());
  };

  const send = (text: string) => {
    if (selectedId === null) return;
    void sendMessage({
      contactId: selectedId,
      message: { textContent: text, time: new Date().toISOString(), isSent: true, isSeen: false },
      isPinned: false,
    });
  };

  const pinnedChats = filteredChats.filter((entry) => entry.isPinned);
  const otherChats = filteredChats.filter((entry) => !entry.isPinned);

  let main;
  if (isError && !data) {
    main = (
      <ErrorState
        title={t('errors.loadFailed')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (contact) {
    main = (
      <ChatThread
        contact={contact}
        thread={thread}
        profile={data?.profileUser}
        onSend={send}
        onTogglePin={() =>
          void setPinned({ contactId: contact.uid, value: !(thread?.isPinned ?? false) })
        }
        onOpenDrawer={() => setDrawerOpen(true)}
      />
    );
  } else {
    main = (
      <div className="chat-start">
        <MessagesSquare size={48} aria-hidden="true" className="text-primary mb-3" />
        <p className="mb-3">{isLoading ? t('loading') : t('start')}</p>
        <button
          type="button"
          className="btn btn-primary d-lg-none"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu size={16} aria-hidden="true" className="me-2" />
          {t('drawer.open')}
        </button>
      </div>
    );
  }

  return (
    <div className="chat-app card">
      <h1 className="visually-hidden">{t('title')}</h1>
      <AppSidebar
        show={isDrawerOpen}
        onHide={() => setDrawerOpen(false)}
        title={t('drawer.title')}
        closeLabel={t('drawer.close')}
        className="chat-sidebar"
        bodyClassName="p-0 d-block"
        isBusy={isLoading}
      >
        {isLoading ? (
          <SidebarSkeleton />
        ) : (
          <ChatSidebar
            profile={data?.profileUser}
            pinnedChats={pinnedChats}
            otherChats={otherChats}
            contacts={filteredContacts}
            selectedId={selectedId}
            onSelect={select}
          />
        )}
      </AppSidebar>
      <div className="chat-main">{main}</div>
      <ChatNotices />
    </div>
  );
}
